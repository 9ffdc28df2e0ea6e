import { Button, Modal, Slider, Space } from 'antd';
import { useT } from '../../app';
import { frameFor, type Ratio } from '../../lib/crop/cropFrame';
import { CROP_MAX_ZOOM, useCropper } from '../../lib/crop/useCropper';

interface Props {
  file: File;
  ratio: Ratio;
  /** The frame the image is dragged and zoomed in, in CSS pixels. */
  box: { width: number; height: number };
  /** The cropped image's width in pixels (at most). */
  outputWidth: number;
  /** The dialog's title and its button's words. */
  labels: { title: string; done: string };
  /** Offers "upload directly": the original file, uncropped. */
  direct?: boolean;
  /** Prefix of the test ids (`<testId>-crop-done`, `<testId>-crop-frame`, `<testId>-upload-directly`). */
  testId: string;
  /** The cropped image, or the original file for "upload directly". */
  onDone: (image: Blob, fileName: string) => void;
  onCancel: () => void;
}

/** Crops a chosen image to a ratio: drag and zoom it in the frame, then take the crop (or, if offered, the original). */
export function CropDialog({ file, ratio, box, outputWidth, labels, direct = false, testId, onDone, onCancel }: Props) {
  const t = useT();
  const frame = frameFor(ratio, box);
  const cropper = useCropper(file, frame, outputWidth);
  const cropDone = async () => {
    const cropped = await cropper.crop();
    if (cropped) onDone(cropped.blob, cropped.name);
  };

  return (
    <Modal
      open
      title={labels.title}
      onCancel={onCancel}
      width={box.width + 48}
      footer={
        <Space>
          {direct && (
            <Button onClick={() => onDone(file, file.name)} data-testid={`${testId}-upload-directly`}>
              {t('library.chooser.uploadDirectly')}
            </Button>
          )}
          <Button type="primary" disabled={!cropper.ready} onClick={() => void cropDone()} data-testid={`${testId}-crop-done`}>
            {labels.done}
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
        data-testid={`${testId}-crop-frame`}
      >
        <img ref={cropper.imageRef} src={cropper.source} alt="" draggable={false} onLoad={cropper.onImageLoad} style={cropper.imageStyle} />
      </div>
      <Slider min={1} max={CROP_MAX_ZOOM} step={0.05} value={cropper.zoom} onChange={cropper.onZoom} ariaLabelForHandle={t('library.chooser.zoom')} />
    </Modal>
  );
}
