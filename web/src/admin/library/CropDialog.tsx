import { Button, Modal, Slider, Space } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useT } from '../../app/hooks';
import { centredOffset, clampOffset, coverScale, cropArea, frameFor, type Point, type Ratio, type Size } from './cropFrame';

const CROP_BOX = { width: 480, height: 320 } as const;
const MAX_ZOOM = 3;

interface Props {
  file: File;
  ratio: Ratio;
  /** The cropped image, or the original file for "upload directly". */
  onDone: (image: Blob, fileName: string) => void;
  onCancel: () => void;
}

function cropToBlob(image: HTMLImageElement, size: Size, frame: Size, zoom: number, offset: Point, type: string): Promise<Blob | null> {
  const { sx, sy, sw, sh, output } = cropArea(size, frame, zoom, offset);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  canvas.getContext('2d')?.drawImage(image, sx, sy, sw, sh, 0, 0, output.width, output.height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.92));
}

/** Crops a chosen image to a ratio (default 1:1): drag and zoom, then "crop done" or "upload directly". */
export function CropDialog({ file, ratio, onDone, onCancel }: Props) {
  const t = useT();
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ from: Point; start: Point } | null>(null);
  const [source] = useState(() => URL.createObjectURL(file));
  const [size, setSize] = useState<Size | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const frame = frameFor(ratio, CROP_BOX);

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const scale = size ? coverScale(size, frame) * zoom : 1;
  const onZoom = (next: number) => {
    if (!size) return;
    const centre = { x: frame.width / 2, y: frame.height / 2 };
    const change = next / zoom;
    setOffset(clampOffset({ x: centre.x - (centre.x - offset.x) * change, y: centre.y - (centre.y - offset.y) * change }, size, frame, next));
    setZoom(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { from: { x: event.clientX, y: event.clientY }, start: offset };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current || !size) return;
    const { from, start } = drag.current;
    setOffset(clampOffset({ x: start.x + event.clientX - from.x, y: start.y + event.clientY - from.y }, size, frame, zoom));
  };
  const cropDone = async () => {
    if (!imageRef.current || !size) return;
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const blob = await cropToBlob(imageRef.current, size, frame, zoom, offset, type);
    if (blob) onDone(blob, file.name.replace(/\.[^.]+$/, '') + (type === 'image/jpeg' ? '.jpg' : '.png'));
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
          <Button type="primary" disabled={!size} onClick={() => void cropDone()} data-testid="chooser-crop-done">
            {t('library.chooser.cropDone')}
          </Button>
        </Space>
      }
    >
      <div
        style={{ position: 'relative', overflow: 'hidden', width: frame.width, height: frame.height, margin: '0 auto', background: '#000', cursor: 'move', touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        data-testid="chooser-crop-frame"
      >
        <img
          ref={imageRef}
          src={source}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const loaded = { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
            setSize(loaded);
            setOffset(centredOffset(loaded, frame, 1));
          }}
          style={
            size
              ? { position: 'absolute', left: offset.x, top: offset.y, width: size.width * scale, height: size.height * scale, maxWidth: 'none' }
              : { visibility: 'hidden' }
          }
        />
      </div>
      <Slider min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={onZoom} />
    </Modal>
  );
}
