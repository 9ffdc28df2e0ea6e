import { createWatermarkSource, shownWatermark } from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../app/hooks';
import { learnerApi } from '../app/services';
import { createLocalStorage } from '../lib/storage';
import { paintWatermark, watermarkLayout } from './watermark';

const layout = watermarkLayout();
const source = createWatermarkSource({
  fetch: () => learnerApi.session.waterConfig(),
  storage: createLocalStorage(),
  warn: (message, error) => console.warn(message, error),
});

/**
 * The canvas watermark over the learner and admin layouts when the organisation turns it on;
 * offline, the last setting this device was given applies, else the name and date.
 */
export function Watermark() {
  const token = useSession((state) => state.user?.token ?? '');
  const orgid = useSession((state) => state.user?.orgid ?? '');
  const name = useSession((state) => state.user?.name ?? '');
  const [text, setText] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void source.config({ token, orgid }).then((config) => {
      if (live) setText(shownWatermark(config, name, new Date()));
    });
    return () => {
      live = false;
    };
  }, [token, orgid, name]);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !text) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    element.width = layout.width * ratio;
    element.height = layout.height * ratio;
    paintWatermark(context, layout, text, ratio);
  }, [text]);

  if (!text) return null;
  return (
    <canvas
      ref={canvas}
      className="watermark"
      style={{ width: layout.width, height: layout.height }}
      aria-hidden="true"
      data-testid="watermark"
      data-text={text}
    />
  );
}
