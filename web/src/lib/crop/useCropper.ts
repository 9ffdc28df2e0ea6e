import { useEffect, useRef, useState, type CSSProperties, type PointerEvent, type SyntheticEvent } from 'react';
import { centredOffset, clampOffset, coverScale, cropArea, type Point, type Size } from './cropFrame';

export const CROP_MAX_ZOOM = 3;

function cropToBlob(image: HTMLImageElement, size: Size, frame: Size, zoom: number, offset: Point, type: string, maxWidth: number): Promise<Blob | null> {
  const { sx, sy, sw, sh, output } = cropArea(size, frame, zoom, offset, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  canvas.getContext('2d')?.drawImage(image, sx, sy, sw, sh, 0, 0, output.width, output.height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.92));
}

/**
 * The state of a crop frame over a chosen image: drag to move, zoom about the centre, and "crop done"
 * to draw the framed part (jpg stays jpg, anything else becomes png). Used by the registration logo
 * cropper and the admin image chooser, which differ only in their dialogs.
 */
export function useCropper(file: File, frame: Size, outputMaxWidth: number) {
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ from: Point; start: Point } | null>(null);
  const [source] = useState(() => URL.createObjectURL(file));
  const [size, setSize] = useState<Size | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const scale = size ? coverScale(size, frame) * zoom : 1;
  const onZoom = (next: number) => {
    if (!size) return;
    const centre = { x: frame.width / 2, y: frame.height / 2 };
    const change = next / zoom;
    setOffset(clampOffset({ x: centre.x - (centre.x - offset.x) * change, y: centre.y - (centre.y - offset.y) * change }, size, frame, next));
    setZoom(next);
  };
  const frameHandlers = {
    onPointerDown: (event: PointerEvent) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { from: { x: event.clientX, y: event.clientY }, start: offset };
    },
    onPointerMove: (event: PointerEvent) => {
      if (!drag.current || !size) return;
      const { from, start } = drag.current;
      setOffset(clampOffset({ x: start.x + event.clientX - from.x, y: start.y + event.clientY - from.y }, size, frame, zoom));
    },
    onPointerUp: () => {
      drag.current = null;
    },
  };
  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const loaded = { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
    setSize(loaded);
    setOffset(centredOffset(loaded, frame, 1));
  };
  const imageStyle: CSSProperties = size
    ? { position: 'absolute', left: offset.x, top: offset.y, width: size.width * scale, height: size.height * scale, maxWidth: 'none' }
    : { visibility: 'hidden' };
  /** The cropped image and its file name, or null when the canvas gave nothing. */
  const crop = async (): Promise<{ blob: Blob; name: string } | null> => {
    if (!imageRef.current || !size) return null;
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const blob = await cropToBlob(imageRef.current, size, frame, zoom, offset, type, outputMaxWidth);
    return blob && { blob, name: file.name.replace(/\.[^.]+$/, '') + (type === 'image/jpeg' ? '.jpg' : '.png') };
  };

  return { imageRef, source, ready: size !== null, zoom, onZoom, frameHandlers, onImageLoad, imageStyle, crop };
}
