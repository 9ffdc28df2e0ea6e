import { Button, Modal, Slider, Space } from 'antd';
import { useT } from '../../app';
import { CROP_OUTPUT_MAX_WIDTH, frameFor, type Ratio } from '../../lib/crop/cropFrame';
import { CROP_MAX_ZOOM, useCropper } from '../../lib/crop/useCropper';

const CROP_BOX = { width: 480, height: 320 } as const;

interface Props {
  file: File;
  ratio: Ratio;
  /** The cropped image, or the original file for "upload directly". */
  onDone: (image: Blob, fileName: string) => void;
  onCancel: () => void;
}

/** Crops a chosen image to a ratio (default 1:1): drag and zoom, then "crop done" or "upload directly". */
export function CropDialog({ file, ratio, onDone, onCancel }: Props) {
  const t = useT();
  const frame = frameFor(ratio, CROP_BOX);
  const cropper = useCropper(file, frame, CROP_OUTPUT_MAX_WIDTH);
  const cropDone = async () => {
    const cropped = await cropper.crop();
    if (cropped) onDone(cropped.blob, cropped.name);
  };

  return (
    <Modal
      open
      title={t('library.chooser.crop')}
      onCancel={onCancel}
      width={CROP_BOX.width + 48}
      footer={
        <Space>
          <Button onClick={() => onDone(file, file.name)} data-testid="chooser-upload-directly">
            {t('library.chooser.uploadDirectly')}
          </Button>
          <Button type="primary" disabled={!cropper.ready} onClick={() => void cropDone()} data-testid="chooser-crop-done">
            {t('library.chooser.cropDone')}
          </Button>
        </Space>
      }
    >
      <div
        style={{
          position: 'relative',
          overflow: 'hidden',
          width: frame.width,
          height: frame.height,
          margin: '0 auto',
          background: '#000',
          cursor: 'move',
          touchAction: 'none',
        }}
        {...cropper.frameHandlers}
        data-testid="chooser-crop-frame"
      >
        <img ref={cropper.imageRef} src={cropper.source} alt="" draggable={false} onLoad={cropper.onImageLoad} style={cropper.imageStyle} />
      </div>
      <Slider min={1} max={CROP_MAX_ZOOM} step={0.05} value={cropper.zoom} onChange={cropper.onZoom} ariaLabelForHandle={t('library.chooser.zoom')} />
    </Modal>
  );
}
