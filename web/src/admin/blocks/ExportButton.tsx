import { DownloadOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { downloadExport, ExportError, type ExportProgress } from '../data/exportFile';
import { sizeText } from './sizeText';

interface Props {
  /** The export's URL with the table's query (`adminUrl(ADMIN_ENDPOINTS.reports.export…)`). */
  url: string;
  /** The name to save under when the server does not say one. */
  fileName: string;
  testId: string;
}

const KEY = 'report-export';

/** The Excel export of a list or report: streamed, its progress in a message, a refusal in the admin's language. */
export function ExportButton({ url, fileName, testId }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [busy, setBusy] = useState(false);
  const progressText = ({ rows, bytes }: ExportProgress) =>
    rows === null ? t('reports.export.progressBytes', { size: sizeText(bytes) }) : t('reports.export.progress', { rows, size: sizeText(bytes) });
  const run = async () => {
    setBusy(true);
    void notice.open({ key: KEY, type: 'loading', content: t('reports.export.preparing'), duration: 0 });
    try {
      const name = await downloadExport(
        url,
        fileName,
        (progress) => void notice.open({ key: KEY, type: 'loading', content: progressText(progress), duration: 0 }),
      );
      void notice.open({ key: KEY, type: 'success', content: <span data-testid={`${testId}-done`}>{t('reports.export.done', { name })}</span> });
    } catch (error) {
      const text = error instanceof ExportError ? error.message || t(error.fallback) : t('reports.export.failed');
      void notice.open({ key: KEY, type: 'error', content: text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {holder}
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
        {t('reports.common.export')}
      </Button>
    </>
  );
}
