import { Button, CenterPopup } from 'antd-mobile';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useT } from '../app/hooks';
import { centredOffset, clampOffset, coverScale, cropRect, type Point, type Size } from './cropMath';

const VIEW = 240;
const MAX_ZOOM = 3;

interface Props {
  file: File;
  /** The cropped square, or the original file for "upload directly". */
  onDone: (image: Blob, fileName: string) => void;
  onCancel: () => void;
}

function cropToBlob(image: HTMLImageElement, size: Size, zoom: number, offset: Point, type: string): Promise<Blob | null> {
  const { sx, sy, size: side, output } = cropRect(size, VIEW, zoom, offset);
  const canvas = document.createElement('canvas');
  canvas.width = output;
  canvas.height = output;
  canvas.getContext('2d')?.drawImage(image, sx, sy, side, side, 0, 0, output, output);
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.92));
}

/** Square crop of a chosen image (spec §5, admin §2 image chooser): drag, zoom, "crop done" or "upload directly". */
export function ImageCropper({ file, onDone, onCancel }: Props) {
  const t = useT();
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ from: Point; start: Point } | null>(null);
  const [source] = useState(() => URL.createObjectURL(file));
  const [size, setSize] = useState<Size | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const scale = size ? coverScale(size, VIEW) * zoom : 1;
  const onZoom = (next: number) => {
    if (!size) return;
    // Zoom about the viewport centre.
    const centre = VIEW / 2;
    const ratio = next / zoom;
    setOffset(clampOffset({ x: centre - (centre - offset.x) * ratio, y: centre - (centre - offset.y) * ratio }, size, VIEW, next));
    setZoom(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { from: { x: event.clientX, y: event.clientY }, start: offset };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current || !size) return;
    const { from, start } = drag.current;
    setOffset(clampOffset({ x: start.x + event.clientX - from.x, y: start.y + event.clientY - from.y }, size, VIEW, zoom));
  };
  const cropDone = async () => {
    if (!imageRef.current || !size) return;
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const blob = await cropToBlob(imageRef.current, size, zoom, offset, type);
    const name = file.name.replace(/\.[^.]+$/, '') + (type === 'image/jpeg' ? '.jpg' : '.png');
    if (blob) onDone(blob, name);
  };

  return (
    <CenterPopup visible onMaskClick={onCancel} style={{ '--min-width': 'min(320px, 92vw)' }}>
      <div className="dialog-form cropper" data-testid="cropper">
        <div
          className="crop-view"
          style={{ width: VIEW, height: VIEW }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
        >
          <img
            ref={imageRef}
            src={source}
            alt=""
            draggable={false}
            onLoad={(event) => {
              const loaded = { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
              setSize(loaded);
              setOffset(centredOffset(loaded, VIEW, 1));
            }}
            style={size ? { left: offset.x, top: offset.y, width: size.width * scale, height: size.height * scale } : { visibility: 'hidden' }}
          />
        </div>
        <input className="crop-zoom" type="range" min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={(event) => onZoom(Number(event.target.value))} />
        <div className="dialog-actions">
          <Button block onClick={() => onDone(file, file.name)} data-testid="upload-directly">
            {t('register.uploadDirectly')}
          </Button>
          <Button block color="primary" disabled={!size} onClick={() => void cropDone()} data-testid="crop-done">
            {t('register.cropDone')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
