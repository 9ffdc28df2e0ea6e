import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { CROP_RATIO_DEFAULT, DIALOG_WIDTH_PX, IMAGE_TILE, type ImageFiletype, type ImageFolder, type ImageItem } from '@peilian/shared';
import { Alert, Button, Empty, Menu, Modal, Progress, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../app/hooks';
import { avatarUrl } from '../../identity/avatar';
import { errorMessage } from '../../identity/errorMessage';
import { checkImageFile, IMAGE_ACCEPT } from '../../register/imageRules';
import type { Ratio } from '../../lib/crop/cropFrame';
import { CropDialog } from './CropDialog';
import { fetchImageFolders, fetchImages, uploadImage } from './libraryApi';

export interface ImageChooserProps {
  open: boolean;
  /** Which images: covers of files, videos or packages (`mission`), or banners. */
  filetype: Exclude<ImageFiletype, 'logo' | 'avatar'>;
  /** The crop ratio of uploads (default 1:1; banners 20:3). */
  ratio?: Ratio;
  onChoose: (path: string) => void;
  onCancel: () => void;
}

const UPLOADED = 'uploaded';

/**
 * The image chooser (admin §2 shared dialog): a folder list (built-in images and the
 * organisation's uploads) beside a grid of 232×130 tiles; or a manual upload — jpg/png up to 2 MB,
 * cropped to the ratio ("crop done") or sent as it is ("upload directly"), with a progress dialog.
 */
export function ImageChooser({ open, filetype, ratio = CROP_RATIO_DEFAULT, onChoose, onCancel }: ImageChooserProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [folders, setFolders] = useState<ImageFolder[]>([]);
  const [folder, setFolder] = useState('');
  const [images, setImages] = useState<ImageItem[] | null>(null);
  const [selected, setSelected] = useState('');
  const [problem, setProblem] = useState('');
  const [cropping, setCropping] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setSelected('');
    setProblem('');
    fetchImageFolders(filetype).then(
      (rows) => {
        setFolders(rows);
        setFolder((current) => current || rows[0]?.id || '');
      },
      (error: unknown) => setProblem(errorMessage(error, t, 'library.chooser.loadFailed')),
    );
  }, [open, filetype, t]);

  // Loaded again after an upload; an answer overtaken by a newer request (another folder, or the list
  // as it was before the upload) is dropped, so a just-uploaded image never vanishes from the grid.
  const [listed, setListed] = useState(0);
  useEffect(() => {
    if (!open || !folder) return;
    let live = true;
    setImages(null);
    fetchImages(filetype, folder).then(
      (rows) => live && setImages(rows),
      (error: unknown) => live && setProblem(errorMessage(error, t, 'library.chooser.loadFailed')),
    );
    return () => {
      live = false;
    };
  }, [open, filetype, folder, listed, t]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
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
      const path = await uploadImage(filetype, image, fileName, setProgress);
      setFolders((rows) => rows.map((row) => (row.id === UPLOADED ? { ...row, count: row.count + 1 } : row)));
      setFolder(UPLOADED);
      setListed((count) => count + 1);
      setSelected(path);
    } catch (error) {
      setProblem(errorMessage(error, t, 'register.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  const confirm = () => {
    if (!selected) {
      setProblem(t('library.chooser.selectFirst'));
      return;
    }
    onChoose(selected);
  };

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
        <div style={{ width: 180, flex: 'none' }}>
          <Menu
            mode="inline"
            selectedKeys={[folder]}
            onClick={({ key }) => setFolder(key)}
            items={folders.map((row) => ({ key: row.id, label: <span data-testid={`chooser-folder-${row.id}`}>{`${row.name} (${row.count})`}</span> }))}
          />
          <Button block icon={<UploadOutlined />} style={{ marginTop: 12 }} onClick={() => input.current?.click()} data-testid="chooser-upload">
            {t('library.chooser.upload')}
          </Button>
          <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={(event) => pick(event.target.files?.[0])} data-testid="chooser-input" />
        </div>
        <div style={{ flex: 1, maxHeight: 520, overflowY: 'auto' }}>
          {problem && <Alert type="error" title={problem} style={{ marginBottom: 12 }} data-testid="chooser-problem" />}
          {images === null ? (
            <Spin />
          ) : images.length === 0 ? (
            <Empty description={t('library.chooser.empty')} />
          ) : (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {images.map((image) => (
                <button
                  type="button"
                  key={image.path}
                  onClick={() => setSelected(image.path)}
                  data-testid={`chooser-tile-${image.name}`}
                  data-selected={selected === image.path ? 'yes' : 'no'}
                  style={{
                    position: 'relative',
                    width: IMAGE_TILE.width,
                    height: IMAGE_TILE.height,
                    padding: 0,
                    border: `2px solid ${selected === image.path ? '#1677ff' : '#f0f0f0'}`,
                    borderRadius: 6,
                    overflow: 'hidden',
                    background: '#fafafa',
                    cursor: 'pointer',
                  }}
                >
                  <img src={avatarUrl(image.path)} alt={image.name} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
                  {selected === image.path && <CheckCircleFilled style={{ position: 'absolute', top: 6, right: 6, color: '#1677ff', fontSize: 20 }} />}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      {cropping && <CropDialog file={cropping} ratio={ratio} onDone={(image, name) => void upload(image, name)} onCancel={() => setCropping(null)} />}
      <Modal open={progress !== null} title={t('library.chooser.progress')} footer={null} closable={false} width={360}>
        <Progress percent={progress ?? 0} data-testid="chooser-progress" />
      </Modal>
    </Modal>
  );
}
