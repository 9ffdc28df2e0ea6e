import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, type message } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { downloadScenarioTemplate } from './scenarioFiles';
import { ScenarioImportDialog } from './ScenarioImportDialog';

interface Props {
  /** The page's messages (their holder is the page's). */
  notice: ReturnType<typeof message.useMessage>[0];
  onImported: () => void;
}

/**
 * Import a scenario file (JSON in the documented format or the Excel layout) through the import
 * wizard — its preview lists every problem before anything is saved — and the Excel template to
 * start from.
 */
export function ScenarioFileButtons({ notice, onImported }: Props) {
  const t = useT();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="scenario-import">
        {t('scenarioWeb.list.import')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void downloadScenarioTemplate(t).catch((error: unknown) => void notice.error(errorMessage(error, t)))}
        data-testid="scenario-import-template"
      >
        {t('scenarioWeb.list.importTemplate')}
      </Button>
      <ScenarioImportDialog open={importing} onClose={() => setImporting(false)} onImported={onImported} />
    </>
  );
}
