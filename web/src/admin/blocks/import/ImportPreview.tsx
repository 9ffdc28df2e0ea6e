import type { ImportResponse } from '@peilian/shared';
import { Alert, Radio, Space, Table, Tag, Typography } from 'antd';
import { useT } from '../../../app/hooks';
import type { ImportMode } from './importWizard';
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

/** The wizard's second step: the mode, the counts, and every row's check (any wrong row blocks the import). */
export function ImportPreview({ preview, modes, mode, partial, onMode, onErrorFile }: Props) {
  const t = useT();
  const columns = [
    { title: t('admin.import.row'), dataIndex: 'row', width: 80 },
    {
      title: t('admin.import.check'),
      key: 'check',
      render: (_: unknown, row: Row) =>
        row.ok ? (
          <Tag color="green">{t('admin.import.rowOk')}</Tag>
        ) : (
          <span data-testid={`import-row-error-${row.row}`} style={{ color: '#cf1322' }}>
            {row.errors.map((found) => (found.column ? `${found.column}：${found.message}` : found.message)).join('；')}
          </span>
        ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
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
        {t('admin.import.summary', { total: preview.total, ok: preview.okcount, errors: preview.errcount })}
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
        data-testid="import-rows"
      />
    </Space>
  );
}
