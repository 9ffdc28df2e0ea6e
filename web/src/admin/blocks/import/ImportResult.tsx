import { DownloadOutlined } from '@ant-design/icons';
import type { ImportResponse } from '@peilian/shared';
import { Alert, Button, Space } from 'antd';
import { useT } from '../../../app';
import { doneText, type ImportSource } from './importWizard';

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

interface ResultProps {
  result: ImportResponse;
  /** Whose result it is: the source tells it in its own words. */
  source: ImportSource;
  onErrorFile: (path: string) => void;
}

/** The wizard's last step: what was written, and the failed rows of a partial import. */
export function ImportResult({ result, source, onErrorFile }: ResultProps) {
  const t = useT();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert type="success" showIcon data-testid="import-result" message={doneText(source, result, t)} />
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
