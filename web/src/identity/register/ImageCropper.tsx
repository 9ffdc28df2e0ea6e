import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useT } from '../../app';
import { CROP_MAX_ZOOM, useCropper } from '../../lib/crop/useCropper';

const VIEW = { width: 240, height: 240 } as const;
/** Largest side of the cropped logo; smaller sources are not scaled up. */
const OUTPUT_MAX = 512;

interface Props {
  file: File;
  /** The cropped square, or the original file for "upload directly". */
  onDone: (image: Blob, fileName: string) => void;
  onCancel: () => void;
}

/** Square crop of a chosen image (spec §5, admin §2 image chooser): drag, zoom, "crop done" or "upload directly". */
export function ImageCropper({ file, onDone, onCancel }: Props) {
  const t = useT();
  const cropper = useCropper(file, VIEW, OUTPUT_MAX);
  const cropDone = async () => {
    const cropped = await cropper.crop();
    if (cropped) onDone(cropped.blob, cropped.name);
  };

  return (
    <CenterPopup visible onMaskClick={onCancel} style={{ '--min-width': 'min(320px, 92vw)' }}>
      <div className="dialog-form cropper" data-testid="cropper">
        <div className="crop-view" style={VIEW} {...cropper.frameHandlers}>
          <img ref={cropper.imageRef} src={cropper.source} alt="" draggable={false} onLoad={cropper.onImageLoad} style={cropper.imageStyle} />
        </div>
        <input
          className="crop-zoom"
          type="range"
          min={1}
          max={CROP_MAX_ZOOM}
          step={0.05}
          value={cropper.zoom}
          onChange={(event) => cropper.onZoom(Number(event.target.value))}
        />
        <div className="dialog-actions">
          <Button block onClick={() => onDone(file, file.name)} data-testid="upload-directly">
            {t('register.uploadDirectly')}
          </Button>
          <Button block color="primary" disabled={!cropper.ready} onClick={() => void cropDone()} data-testid="crop-done">
            {t('register.cropDone')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
