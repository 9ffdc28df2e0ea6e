import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Steps, Typography } from 'antd';
import { ImportFileChooser } from './ImportFileChooser';
import { ImportPreview } from './ImportPreview';
import { ImportResult } from './ImportResult';
import { canImport, modesOf, type ImportSource } from './importWizard';
import { useImportWizard } from './useImportWizard';

interface Props {
  open: boolean;
  /** What is imported: the resource, its downloads' names, the title and the modes. */
  source: ImportSource;
  onClose: () => void;
}

/**
 * The back office's one import wizard (admin §4), for every Excel import: choose one .xlsx or .xls (no auto upload) → preview with every
 * row's check and the mode → result; the lists on screen are read again after the import.
 */
export function ImportDialog({ open, source, onClose }: Props) {
  const wizard = useImportWizard(source, onClose);
  const { t, step, preview, result, progress } = wizard;
  const busy = progress !== null;

  const footer = [
    <Button key="template" icon={<DownloadOutlined />} onClick={() => wizard.saveFile()} data-testid="import-template">
      {t('admin.import.template')}
    </Button>,
    step === 1 && (
      <Button key="back" onClick={() => wizard.setStep(0)}>
        {t('admin.import.back')}
      </Button>
    ),
    step === 0 && (
      <Button key="next" type="primary" disabled={!wizard.file || busy} onClick={() => void wizard.check()} data-testid="import-next">
        {t('admin.import.next')}
      </Button>
    ),
    step === 1 && (
      <Button key="run" type="primary" disabled={!canImport(preview, source) || busy} onClick={() => void wizard.run()} data-testid="import-run">
        {t('admin.import.run')}
      </Button>
    ),
    step === 2 && (
      <Button key="finish" type="primary" onClick={wizard.close} data-testid="import-finish">
        {t('admin.import.finish')}
      </Button>
    ),
  ];

  return (
    <Modal open={open} width={760} title={t(source.title)} onCancel={wizard.close} footer={footer} destroyOnHidden>
      {wizard.holder}
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 16 }}
        items={[{ title: t('admin.import.stepChoose') }, { title: t('admin.import.stepPreview') }, { title: t('admin.import.stepResult') }]}
      />
      {step === 0 && <ImportFileChooser file={wizard.file} onChoose={wizard.choose} />}
      {busy && (
        <div data-testid="import-progress" style={{ marginTop: 12 }}>
          <Typography.Text>{t('admin.import.uploading')}</Typography.Text>
          <Progress percent={progress} />
        </div>
      )}
      {step === 1 && preview && (
        <ImportPreview
          preview={preview}
          modes={modesOf(source)}
          partial={source.partial === true}
          mode={wizard.mode}
          onMode={wizard.setMode}
          onErrorFile={wizard.saveFile}
        />
      )}
      {step === 2 && result && <ImportResult result={result} source={source} onErrorFile={wizard.saveFile} />}
    </Modal>
  );
}
