import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../app';
import type { WizardStep } from './useImportWizard';

interface Props {
  open: boolean;
  title: string;
  step: WizardStep;
  /** The upload's progress while a step is sent, else null. */
  progress: number | null;
  onCancel: () => void;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The import wizard's look (admin §4), for every import: the dialog with its three steps — choose
 * the file, preview and check, result — the step's content and, while a step is sent, the upload's
 * progress.
 */
export function WizardFrame({ open, title, step, progress, onCancel, footer, children }: Props) {
  const t = useT();
  return (
    <Modal open={open} width={760} title={title} onCancel={onCancel} footer={footer} destroyOnHidden>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 16 }}
        items={[{ title: t('admin.import.stepChoose') }, { title: t('admin.import.stepPreview') }, { title: t('admin.import.stepResult') }]}
      />
      {children}
      {progress !== null && (
        <div data-testid="import-progress" style={{ marginTop: 12 }}>
          <Typography.Text>{t('admin.import.uploading')}</Typography.Text>
          <Progress percent={progress} />
        </div>
      )}
    </Modal>
  );
}

interface FooterProps {
  step: WizardStep;
  /** A step is being sent: nothing else may be. */
  busy: boolean;
  /** A file is chosen (下一步 is disabled until one is). */
  chosen: boolean;
  /** The preview allows the import (it is blocked while anything is wrong). */
  importable: boolean;
  onTemplate: () => void;
  onBack: () => void;
  onNext: () => void;
  onRun: () => void;
  onFinish: () => void;
}

/** The wizard's buttons: the template always; back and import on the preview, next on the first step, finish on the result. */
export function WizardFooter({ step, busy, chosen, importable, onTemplate, onBack, onNext, onRun, onFinish }: FooterProps) {
  const t = useT();
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={onTemplate} data-testid="import-template">
        {t('admin.import.template')}
      </Button>
      {step === 1 && <Button onClick={onBack}>{t('admin.import.back')}</Button>}
      {step === 0 && (
        <Button type="primary" disabled={!chosen || busy} onClick={onNext} data-testid="import-next">
          {t('admin.import.next')}
        </Button>
      )}
      {step === 1 && (
        <Button type="primary" disabled={!importable || busy} onClick={onRun} data-testid="import-run">
          {t('admin.import.run')}
        </Button>
      )}
      {step === 2 && (
        <Button type="primary" onClick={onFinish} data-testid="import-finish">
          {t('admin.import.finish')}
        </Button>
      )}
    </>
  );
}
