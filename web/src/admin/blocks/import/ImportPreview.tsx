import type { ImportResponse, ImportRowAction, Translate } from '@peilian/shared';
import { Alert, Radio, Space, Table, Tag, Typography } from 'antd';
import { useT } from '../../../app';
import { importPlan, type ImportMode } from './importWizard';
import { ErrorFileButton } from './ImportResult';

type Row = ImportResponse['rows'][number];

interface Props {
  preview: ImportResponse;
  /** The modes the import offers: a choice only when there are several. */
  modes: readonly ImportMode[];
  mode: ImportMode;
  /** Rows with errors are skipped by the import rather than blocking it. */
  partial: boolean;
  onMode: (mode: ImportMode) => void;
  /** Downloads the failed rows (the preview's `errorfile`). */
  onErrorFile: (path: string) => void;
}

/** The colour of what the import does with a row: a write green, a skip grey, a deletion red. */
const ACTION_COLOUR: Record<ImportRowAction, string> = {
  insert: 'green',
  update: 'green',
  enable: 'green',
  disable: 'orange',
  delete: 'red',
  skip: 'default',
};

const issuesText = (issues: Row['errors']) => issues.map((found) => (found.column ? `${found.column}：${found.message}` : found.message)).join('；');

/** A row's check: its errors, or what the import does with it and why (a skipped row's warning). */
function RowCheck({ row, t }: { row: Row; t: Translate }) {
  if (!row.ok) {
    return (
      <span data-testid={`import-row-error-${row.row}`} style={{ color: '#cf1322' }}>
        {issuesText(row.errors)}
      </span>
    );
  }
  return (
    <span data-testid={`import-row-check-${row.row}`}>
      <Tag color={row.action ? ACTION_COLOUR[row.action] : 'green'}>{t(row.action ? `admin.import.action.${row.action}` : 'admin.import.rowOk')}</Tag>
      {issuesText(row.warnings)}
    </span>
  );
}

/**
 * The wizard's second step: the mode, what the import will do, and every row's check with the account
 * and name it names where the import's rows are people. The rows scroll inside the dialog, so 导入
 * stays in view.
 */
export function ImportPreview({ preview, modes, mode, partial, onMode, onErrorFile }: Props) {
  const t = useT();
  const people = preview.rows.some((row) => row.account !== undefined);
  const columns = [
    { title: t('admin.import.row'), dataIndex: 'row', width: 80 },
    ...(people
      ? [
          { title: t('admin.import.account'), dataIndex: 'account', width: 160 },
          { title: t('admin.import.name'), dataIndex: 'name', width: 120 },
        ]
      : []),
    { title: t('admin.import.check'), key: 'check', render: (_: unknown, row: Row) => <RowCheck row={row} t={t} /> },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {modes.length > 1 && (
        <Radio.Group value={mode} onChange={(event) => onMode(event.target.value as ImportMode)} aria-label={t('admin.import.mode')} data-testid="import-mode">
          {modes.map((value) => (
            <Radio key={value} value={value}>
              {t(`admin.import.mode${value}`)}
            </Radio>
          ))}
        </Radio.Group>
      )}
      <Typography.Text data-testid="import-summary">
        {importPlan(preview, t) ?? t('admin.import.summary', { total: preview.total, ok: preview.okcount, errors: preview.errcount })}
      </Typography.Text>
      {preview.errcount > 0 && (
        <Alert
          type={partial ? 'warning' : 'error'}
          showIcon
          message={t(partial ? 'admin.import.partial' : 'admin.import.blocked')}
          action={<ErrorFileButton path={preview.errorfile} onErrorFile={onErrorFile} />}
        />
      )}
      <Table<Row>
        rowKey="row"
        size="small"
        columns={columns}
        dataSource={preview.rows}
        pagination={{ pageSize: 30, showSizeChanger: false }}
        scroll={{ y: 'max(200px, calc(100vh - 480px))' }}
        data-testid="import-rows"
      />
    </Space>
  );
}
