import type { AdminScenario, ScenarioImportPreview } from '@peilian/shared';
import { message } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import type { WizardStep } from '../blocks/import/useImportWizard';
import { downloadScenarioTemplate, importScenarioFile, isScenarioFileName, previewScenarioFile } from './scenarioFiles';

type Upload<T> = (file: File, onProgress: (percent: number) => void) => Promise<T>;

/** Sends the file by `upload`, its progress told while it goes; a refusal is told and answers null. */
async function sendWithProgress<T>(
  file: File,
  upload: Upload<T>,
  progress: (percent: number | null) => void,
  failed: (error: unknown) => void,
): Promise<T | null> {
  progress(0);
  try {
    return await upload(file, progress);
  } catch (error) {
    failed(error);
    return null;
  } finally {
    progress(null);
  }
}

/**
 * The scenario import wizard's state (admin §4 import wizard; docs/practice.md "Scenario import"):
 * the chosen file, its preview — every problem with where it is, nothing written — the imported
 * scenario, and the upload's progress. Finishing closes the wizard and empties it.
 */
export function useScenarioImport(onClose: () => void, onImported: () => void) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [step, setStep] = useState<WizardStep>(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ScenarioImportPreview | null>(null);
  const [scene, setScene] = useState<AdminScenario | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const failed = (error: unknown) => void notice.error(errorMessage(error, t));
  const close = () => {
    setStep(0);
    setFile(null);
    setPreview(null);
    setScene(null);
    setProgress(null);
    onClose();
  };
  const send = <T>(upload: Upload<T>) => (file ? sendWithProgress(file, upload, setProgress, failed) : Promise.resolve(null));
  const check = async () => {
    const answer = await send(previewScenarioFile);
    if (!answer) return;
    setPreview(answer);
    setStep(1);
  };
  const run = async () => {
    const answer = await send(importScenarioFile);
    if (!answer) return;
    setScene(answer);
    setStep(2);
    onImported();
  };
  const choose = (chosen: File | null) => {
    if (chosen && !isScenarioFileName(chosen.name)) return void notice.error(t('practiceAdmin.rules.scenarioFileInvalid'));
    setFile(chosen);
    if (chosen) setPreview(null);
  };
  const saveTemplate = () => void downloadScenarioTemplate(t).catch(failed);
  return { t, holder, step, setStep, file, choose, preview, scene, progress, check, run, close, saveTemplate };
}
