import type { AdminQuestion, Translate } from '@peilian/shared';
import { Button, Switch, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { levelKey, typeKey } from './labels';

interface Actions {
  onToggle: (question: AdminQuestion) => void;
  onEdit: (question: AdminQuestion) => void;
}

/** The question bank's columns: type, text, level, score, catalogue, the enabled switch and edit (pinned in view). */
export function questionColumns(t: Translate, { onToggle, onEdit }: Actions): TableColumnsType<AdminQuestion> {
  return [
    { title: t('examAdmin.bank.type'), dataIndex: 'type', width: 90, render: (type: number) => t(typeKey(type)) },
    { title: t('examAdmin.bank.text'), dataIndex: 'text', width: COLUMN_PX.text, render: (value: string) => clippedText(value, 2, 'question-row-text') },
    { title: t('examAdmin.bank.level'), dataIndex: 'level', width: 80, render: (level: number) => t(levelKey(level)) },
    { title: t('examAdmin.bank.score'), dataIndex: 'score', width: COLUMN_PX.number },
    {
      title: t('examAdmin.bank.catalog'),
      dataIndex: 'catalogname',
      width: COLUMN_PX.name,
      render: (name: string) => clippedText(name || t('examAdmin.bank.noCatalog'), 1),
    },
    {
      title: t('examAdmin.bank.status'),
      key: 'status',
      width: COLUMN_PX.status,
      render: (_, question) => (
        <Switch
          checked={question.disabled === 0}
          onChange={() => onToggle(question)}
          checkedChildren={t('examAdmin.bank.enabled')}
          unCheckedChildren={t('examAdmin.bank.disabled')}
          aria-label={t('examAdmin.bank.status')}
          data-testid={`question-toggle-${question.text}`}
        />
      ),
    },
    actionsColumn<AdminQuestion>(t('examAdmin.bank.actions'), 96, (question) => (
      <Button type="link" onClick={() => onEdit(question)} data-testid={`question-edit-${question.text}`}>
        {t('examAdmin.bank.edit')}
      </Button>
    )),
  ];
}
