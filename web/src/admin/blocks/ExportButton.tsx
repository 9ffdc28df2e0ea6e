import { DownloadOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { downloadExport, exportFailure, type ExportProgress } from '../data/exportFile';
import type { AdminArea, AdminArgs, AdminDownloadName } from '../data/types';
import { sizeText } from './sizeText';

interface Props<A extends AdminArea, N extends AdminDownloadName<A>> {
  /** The export's call of the admin table (`reports`, `exportTasks`). */
  area: A;
  name: N;
  /** Its arguments: the path's parameters and the list's filters (`exportQuery`). */
  args: AdminArgs<A, N>;
  /** The name to save under when the server does not say one. */
  fileName: string;
  testId: string;
}

const KEY = 'report-export';

/** The Excel export of a list or report: streamed, its progress in a message, a refusal in the admin's language. */
export function ExportButton<A extends AdminArea, N extends AdminDownloadName<A>>({ area, name, args, fileName, testId }: Props<A, N>) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [busy, setBusy] = useState(false);
  const progressText = ({ rows, bytes }: ExportProgress) =>
    rows === null ? t('reports.export.progressBytes', { size: sizeText(bytes) }) : t('reports.export.progress', { rows, size: sizeText(bytes) });
  const run = async () => {
    setBusy(true);
    void notice.open({ key: KEY, type: 'loading', content: t('reports.export.preparing'), duration: 0 });
    try {
      const saved = await downloadExport(
        area,
        name,
        args,
        fileName,
        (progress) => void notice.open({ key: KEY, type: 'loading', content: progressText(progress), duration: 0 }),
      );
      void notice.open({ key: KEY, type: 'success', content: <span data-testid={`${testId}-done`}>{t('reports.export.done', { name: saved })}</span> });
    } catch (error) {
      void notice.open({ key: KEY, type: 'error', content: exportFailure(error, t) });
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
