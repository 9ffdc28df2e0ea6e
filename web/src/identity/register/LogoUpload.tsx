import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../app';
import { ImageCropper } from './ImageCropper';
import { IMAGE_ACCEPT, checkImageFile } from '../../lib/imageRules';
import { uploadLogo } from './registerApi';
import { showToast } from '../../components/toast';

interface Props {
  /** Stored path of the uploaded logo ('' when none). */
  value: string;
  onChange: (path: string) => void;
  error?: string | null;
}

/** The chosen file awaiting its crop, the preview and the upload's progress; `pick` checks a file, `upload` sends the crop. */
function useLogoUpload(onChange: (path: string) => void, input: RefObject<HTMLInputElement | null>) {
  const t = useT();
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const issue = checkImageFile(file);
    if (issue) {
      showToast({ content: t(issue.key, issue.params) });
      return;
    }
    setChosen(file);
  };

  const upload = async (image: Blob, fileName: string) => {
    setChosen(null);
    setPreview(URL.createObjectURL(image));
    setProgress(0);
    try {
      onChange(await uploadLogo(image, fileName, setProgress));
    } catch (failure) {
      console.warn('[register] logo upload failed', failure);
      showToast({ content: t('register.uploadFailed') });
      setPreview(null);
      onChange('');
    } finally {
      setProgress(null);
    }
  };
  return { chosen, preview, progress, pick, upload, cancel: () => setChosen(null) };
}

/** One logo: pick (jpg/png ≤ 2 MB), crop square, upload with progress; a failure clears it. */
export function LogoUpload({ value, onChange, error }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const { chosen, preview, progress, pick, upload, cancel } = useLogoUpload(onChange, input);

  return (
    <div className="field">
      <span className="field-label">{t('register.logo')}</span>
      <button type="button" className="logo-tile" onClick={() => input.current?.click()} data-testid="logo-tile" data-uploaded={value ? 'yes' : 'no'}>
        {preview ? <img src={preview} alt={t('register.logo')} /> : <span className="logo-plus">+</span>}
      </button>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={(event) => pick(event.target.files?.[0])} data-testid="logo-input" />
      {progress !== null && <ProgressBar percent={progress} text className="logo-progress" data-testid="logo-progress" />}
      {error && (
        <span className="field-error" data-testid="logo-error">
          {error}
        </span>
      )}
      {chosen && <ImageCropper file={chosen} onDone={(image, name) => void upload(image, name)} onCancel={cancel} />}
    </div>
  );
}
