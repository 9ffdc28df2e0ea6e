import { DownloadOutlined } from '@ant-design/icons';
import type { ImportResponse } from '@peilian/shared';
import { Alert, Button, Space } from 'antd';
import { useT } from '../../../app/hooks';

/** Downloads the failed rows, when there are any. */
export function ErrorFileButton({ path, onErrorFile }: { path: string; onErrorFile: (path: string) => void }) {
  const t = useT();
  if (!path) return null;
  return (
    <Button size="small" icon={<DownloadOutlined />} onClick={() => onErrorFile(path)} data-testid="import-error-file">
      {t('admin.import.errorFile')}
    </Button>
  );
}

/** The wizard's last step: what was written, and the failed rows of a partial import. */
export function ImportResult({ result, onErrorFile }: { result: ImportResponse; onErrorFile: (path: string) => void }) {
  const t = useT();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="success"
        showIcon
        data-testid="import-result"
        message={t('admin.import.done', { insert: result.insertcount, update: result.updatecount, skip: result.skipcount })}
      />
      {result.errcount > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="import-result-failed"
          message={t('admin.import.failed', { errors: result.errcount })}
          action={<ErrorFileButton path={result.errorfile} onErrorFile={onErrorFile} />}
        />
      )}
    </Space>
  );
}
