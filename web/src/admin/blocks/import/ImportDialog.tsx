import { ImportFileChooser } from './ImportFileChooser';
import { ImportPreview } from './ImportPreview';
import { ImportResult } from './ImportResult';
import { canImport, modesOf, type ImportSource } from './importWizard';
import { useImportWizard } from './useImportWizard';
import { WizardFooter, WizardFrame } from './WizardFrame';

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

  const footer = (
    <WizardFooter
      step={step}
      busy={progress !== null}
      chosen={wizard.file !== null}
      importable={canImport(preview, source)}
      onTemplate={() => wizard.saveFile()}
      onBack={() => wizard.setStep(0)}
      onNext={() => void wizard.check()}
      onRun={() => void wizard.run()}
      onFinish={wizard.close}
    />
  );

  return (
    <WizardFrame open={open} title={t(source.title)} step={step} progress={progress} onCancel={wizard.close} footer={footer}>
      {wizard.holder}
      {step === 0 && <ImportFileChooser file={wizard.file} onChoose={wizard.choose} />}
      {step === 1 && preview && (
        <ImportPreview
          preview={preview}
          modes={modesOf(source)}
          partial={source.partial === true}
          mode={wizard.mode}
          onMode={wizard.chooseMode}
          onErrorFile={wizard.saveFile}
        />
      )}
      {step === 2 && result && <ImportResult result={result} source={source} onErrorFile={wizard.saveFile} />}
    </WizardFrame>
  );
}
