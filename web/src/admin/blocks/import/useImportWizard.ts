import type { ImportResponse } from '@peilian/shared';
import { message } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { errorMessage } from '../../../lib/errorMessage';
import { FIRST_MODE, isExcelName, saveImportFile, uploadImport, type ImportMode, type ImportSource, type ImportStep } from './importWizard';
import { useRefreshAfterWrite } from '../../data/queries';

/** The wizard's steps: 0 choose the file, 1 its preview and the mode, 2 the result. */
export type WizardStep = 0 | 1 | 2;

/**
 * The import wizard's state: the chosen file, the mode, the preview (every row checked) and the
 * result, the upload's progress, and the downloads. An import writes rows, so every list on screen
 * is read again once it is done (as after any write of the data layer).
 */
export function useImportWizard(source: ImportSource, onClose: () => void) {
  const t = useT();
  const refresh = useRefreshAfterWrite();
  const [notice, holder] = message.useMessage();
  const [step, setStep] = useState<WizardStep>(0);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>(FIRST_MODE);
  const [preview, setPreview] = useState<ImportResponse | null>(null);
  const [result, setResult] = useState<ImportResponse | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    setStep(0);
    setFile(null);
    setMode(FIRST_MODE);
    setPreview(null);
    setResult(null);
    setProgress(null);
    onClose();
  };
  const send = async (kind: ImportStep, chosen: ImportMode = mode): Promise<ImportResponse | null> => {
    if (!file) return null;
    setProgress(0);
    try {
      return await uploadImport(file, kind, chosen, setProgress, source);
    } catch (error) {
      void notice.error(errorMessage(error, t));
      return null;
    } finally {
      setProgress(null);
    }
  };
  const check = async (chosen: ImportMode = mode) => {
    const answer = await send('preview', chosen);
    if (!answer) return;
    setPreview(answer);
    setStep(1);
  };
  /** A mode chosen on the preview; where the rows say what the import does with each, they are checked again under it. */
  const chooseMode = (chosen: ImportMode) => {
    setMode(chosen);
    if (preview?.rows.some((row) => row.action)) void check(chosen);
  };
  const run = async () => {
    const answer = await send('import');
    if (!answer) return;
    setResult(answer);
    setStep(2);
    await refresh();
  };
  const choose = (chosen: File | null) => {
    if (chosen && !isExcelName(chosen.name)) return void notice.error(t('errors.exam.requireExcel'));
    setFile(chosen);
    if (chosen) setPreview(null);
  };
  /** The template, or (`errorfile`) the failed rows' file a preview or result named. */
  const saveFile = (errorfile?: string) => void saveImportFile(source, t, errorfile).catch((error: unknown) => void notice.error(errorMessage(error, t)));
  return { t, holder, step, setStep, file, choose, mode, chooseMode, preview, result, progress, check, run, close, saveFile };
}
