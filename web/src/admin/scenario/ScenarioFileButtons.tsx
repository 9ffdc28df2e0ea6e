import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, type message, type Modal } from 'antd';
import { useRef } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { adminUpload } from '../data/files';
import { downloadScenarioTemplate } from './scenarioFiles';

const ACCEPT = '.json,.xlsx,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Props {
  /** The page's messages and dialogs (their holders are the page's). */
  notice: ReturnType<typeof message.useMessage>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
  onImported: () => void;
}

/**
 * Import a scenario file (JSON in the documented format or the Excel layout), refused with every
 * blocking rule or workbook problem, and the Excel template to start from.
 */
export function ScenarioFileButtons({ notice, modal, onImported }: Props) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = (file: File | undefined) => {
    if (!file) return;
    adminUpload('scenes', 'import', file).then(
      ({ scenes }) => {
        void notice.success(t('scenarioWeb.list.imported', { name: scenes.map((scene) => scene.name).join('、') }));
        onImported();
      },
      (error: unknown) =>
        void modal.error({ title: t('scenarioWeb.list.import'), content: <span data-testid="scenario-import-error">{errorMessage(error, t)}</span> }),
    );
  };
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
        {t('scenarioWeb.list.import')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void downloadScenarioTemplate(t).catch((error: unknown) => void notice.error(errorMessage(error, t)))}
        data-testid="scenario-import-template"
      >
        {t('scenarioWeb.list.importTemplate')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="scenario-import-file"
        onChange={(event) => {
          importFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
