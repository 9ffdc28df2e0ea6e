import type { AdminPaper, Translate } from '@peilian/shared';
import { Button, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';

interface Actions {
  /** The paper whose enabled switch is being changed ('' none). */
  switching: string;
  onEnabled: (paper: AdminPaper, enabled: boolean) => void;
  onEdit: (paper: AdminPaper) => void;
  onResults: (paper: AdminPaper) => void;
  /** Opens the paper's own access list. */
  onAccess: (paper: AdminPaper) => void;
}

/** The papers tab's columns: title, category, totals, publish status, the enabled switch, edit, results and access (pinned in view). */
export function paperListColumns(t: Translate, { switching, onEnabled, onEdit, onResults, onAccess }: Actions): TableColumnsType<AdminPaper> {
  return [
    { title: t('examAdmin.paper.title'), dataIndex: 'title', width: COLUMN_PX.text, render: (title: string) => clippedText(title) },
    { title: t('examAdmin.paper.category'), dataIndex: 'categoryName', width: COLUMN_PX.name, render: (name: string) => clippedText(name, 1) },
    { title: t('examAdmin.paper.questionCount'), dataIndex: 'questioncount', width: COLUMN_PX.number },
    { title: t('examAdmin.bank.score'), dataIndex: 'total', width: COLUMN_PX.number },
    {
      title: t('examAdmin.paper.status'),
      dataIndex: 'status',
      width: COLUMN_PX.status,
      render: (status: number) => (status === 1 ? <Tag color="green">{t('exam.paper.published')}</Tag> : <Tag>{t('exam.paper.unpublished')}</Tag>),
    },
    {
      title: t('examAdmin.results.enabled'),
      dataIndex: 'disabled',
      width: COLUMN_PX.status,
      render: (disabled: number, paper) => (
        <Switch
          checked={disabled === 0}
          loading={switching === paper.id}
          onChange={(enabled) => onEnabled(paper, enabled)}
          aria-label={t(disabled === 0 ? 'examAdmin.results.disable' : 'examAdmin.results.enable')}
          data-testid={`paper-enabled-${paper.id}`}
        />
      ),
    },
    actionsColumn<AdminPaper>(t('examAdmin.bank.actions'), 240, (paper) => (
      <Space size={0}>
        <Button type="link" onClick={() => onEdit(paper)}>
          {t('examAdmin.paper.edit')}
        </Button>
        <Button type="link" onClick={() => onResults(paper)} data-testid={`paper-results-${paper.id}`}>
          {t('examAdmin.results.open')}
        </Button>
        <Button type="link" onClick={() => onAccess(paper)} data-testid={`paper-access-${paper.id}`}>
          {t('library.access.title')}
        </Button>
      </Space>
    )),
  ];
}
