import { UploadOutlined } from '@ant-design/icons';
import { CROP_RATIO_DEFAULT, DIALOG_WIDTH_PX, type ImageFiletype } from '@peilian/shared';
import { Alert, Button, Menu, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { checkImageFile, IMAGE_ACCEPT } from '../../lib/imageRules';
import { CROP_OUTPUT_MAX_WIDTH, type Ratio } from '../../lib/crop/cropFrame';
import { adminUpload } from '../data/files';
import { CropDialog } from '../blocks/CropDialog';
import { ImageGrid } from './ImageGrid';
import { useChooserImages } from './useChooserImages';

/** The frame a chosen image is cropped in. */
const CROP_BOX = { width: 480, height: 320 } as const;

export interface ImageChooserProps {
  open: boolean;
  /** Which images: covers of files, videos or packages (`mission`), or banners. */
  filetype: Exclude<ImageFiletype, 'logo' | 'avatar'>;
  /** The crop ratio of uploads (default 1:1; banners 20:3). */
  ratio?: Ratio;
  onChoose: (path: string) => void;
  onCancel: () => void;
}

/** A file checked here, then cropped (or not) and uploaded with its progress; a problem goes to `setProblem`. */
function useChooserUpload(filetype: ImageChooserProps['filetype'], setProblem: (problem: string) => void, onUploaded: (path: string) => void) {
  const t = useT();
  const [cropping, setCropping] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    const issue = checkImageFile(file);
    if (issue) {
      setProblem(t(issue.key, issue.params));
      return;
    }
    setProblem('');
    setCropping(file);
  };

  const upload = async (image: Blob, fileName: string) => {
    setCropping(null);
    setProgress(0);
    try {
      const { path } = await adminUpload('images', 'upload', image, { query: { filetype, animate: 'true' }, fileName, onProgress: setProgress });
      onUploaded(path);
    } catch (failure) {
      setProblem(errorMessage(failure, t, 'register.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };
  return { cropping, setCropping, progress, pick, upload };
}

/**
 * The image chooser (admin §2 shared dialog): a folder list (built-in images and the
 * organisation's uploads) beside a grid of 232×130 tiles; or a manual upload — jpg/png up to 2 MB,
 * cropped to the ratio ("crop done") or sent as it is ("upload directly"), with a progress dialog.
 */
export function ImageChooser({ open, filetype, ratio = CROP_RATIO_DEFAULT, onChoose, onCancel }: ImageChooserProps) {
  const t = useT();
  const { folders, folder, setFolder, images, error, showUploads } = useChooserImages(open, filetype);
  const [selected, setSelected] = useState('');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!open) return;
    setSelected('');
    setProblem('');
  }, [open, filetype]);

  const uploaded = (path: string) => {
    showUploads();
    setSelected(path);
  };
  const { cropping, setCropping, progress, pick, upload } = useChooserUpload(filetype, setProblem, uploaded);

  const confirm = () => {
    if (!selected) {
      setProblem(t('library.chooser.selectFirst'));
      return;
    }
    onChoose(selected);
  };

  const shown = problem || error;
  return (
    <Modal
      open={open}
      title={t('library.chooser.title')}
      width={DIALOG_WIDTH_PX}
      onCancel={onCancel}
      onOk={confirm}
      okButtonProps={{ 'data-testid': 'chooser-ok' }}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 16, minHeight: 420 }} data-testid="image-chooser">
        <FolderList folders={folders} folder={folder} onFolder={setFolder} onPick={pick} />
        <div style={{ flex: 1, maxHeight: 520, overflowY: 'auto' }}>
          {shown && <Alert type="error" title={shown} style={{ marginBottom: 12 }} data-testid="chooser-problem" />}
          <ImageGrid images={images} selected={selected} onSelect={setSelected} />
        </div>
      </div>
      {cropping && (
        <CropDialog
          file={cropping}
          ratio={ratio}
          box={CROP_BOX}
          outputWidth={CROP_OUTPUT_MAX_WIDTH}
          labels={{ title: t('library.chooser.crop'), done: t('library.chooser.cropDone') }}
          direct
          testId="chooser"
          onDone={(image, name) => void upload(image, name)}
          onCancel={() => setCropping(null)}
        />
      )}
      <UploadProgress progress={progress} />
    </Modal>
  );
}

interface FolderListProps {
  folders: ReturnType<typeof useChooserImages>['folders'];
  folder: string;
  onFolder: (folder: string) => void;
  /** The file chosen for upload (none when the choice was cancelled). */
  onPick: (file: File | undefined) => void;
}

/** The folders with their counts, and the upload button with its hidden file input. */
function FolderList({ folders, folder, onFolder, onPick }: FolderListProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    onPick(file);
  };
  return (
    <div style={{ width: 180, flex: 'none' }}>
      <Menu
        mode="inline"
        selectedKeys={[folder]}
        onClick={({ key }) => onFolder(key)}
        items={folders.map((row) => ({ key: row.id, label: <span data-testid={`chooser-folder-${row.id}`}>{`${row.name} (${row.count})`}</span> }))}
      />
      <Button block icon={<UploadOutlined />} style={{ marginTop: 12 }} onClick={() => input.current?.click()} data-testid="chooser-upload">
        {t('library.chooser.upload')}
      </Button>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={(event) => pick(event.target.files?.[0])} data-testid="chooser-input" />
    </div>
  );
}

/** The upload's progress, in a dialog of its own while an upload is under way. */
function UploadProgress({ progress }: { progress: number | null }) {
  const t = useT();
  return (
    <Modal open={progress !== null} title={t('library.chooser.progress')} footer={null} closable={false} width={360}>
      <Progress percent={progress ?? 0} data-testid="chooser-progress" />
    </Modal>
  );
}
