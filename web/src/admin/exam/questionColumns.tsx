import type { AdminQuestion, Translate } from '@peilian/shared';
import { Button, Switch, type TableColumnsType } from 'antd';
import { levelKey, typeKey } from './labels';

interface Actions {
  onToggle: (question: AdminQuestion) => void;
  onEdit: (question: AdminQuestion) => void;
}

/** The question bank's columns: type, text, level, score, catalogue, the enabled switch and edit. */
export function questionColumns(t: Translate, { onToggle, onEdit }: Actions): TableColumnsType<AdminQuestion> {
  return [
    { title: t('examAdmin.bank.type'), dataIndex: 'type', width: 90, render: (type: number) => t(typeKey(type)) },
    { title: t('examAdmin.bank.text'), dataIndex: 'text', render: (value: string) => <span data-testid="question-row-text">{value}</span> },
    { title: t('examAdmin.bank.level'), dataIndex: 'level', width: 70, render: (level: number) => t(levelKey(level)) },
    { title: t('examAdmin.bank.score'), dataIndex: 'score', width: 70 },
    { title: t('examAdmin.bank.catalog'), dataIndex: 'catalogname', width: 140, render: (name: string) => name || t('examAdmin.bank.noCatalog') },
    {
      title: t('examAdmin.bank.status'),
      key: 'status',
      width: 100,
      render: (_, question) => (
        <Switch
          checked={question.disabled === 0}
          onChange={() => onToggle(question)}
          checkedChildren={t('examAdmin.bank.enabled')}
          unCheckedChildren={t('examAdmin.bank.disabled')}
          data-testid={`question-toggle-${question.text}`}
        />
      ),
    },
    {
      title: t('examAdmin.bank.actions'),
      key: 'actions',
      width: 90,
      render: (_, question) => (
        <Button type="link" onClick={() => onEdit(question)} data-testid={`question-edit-${question.text}`}>
          {t('examAdmin.bank.edit')}
        </Button>
      ),
    },
  ];
}
