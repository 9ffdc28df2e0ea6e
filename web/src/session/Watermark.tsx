import { useEffect, useRef, useState } from 'react';
import { useSession } from '../app/hooks';
import { learnerApi } from '../app/services';
import { paintWatermark, watermarkLayout, watermarkText, type WatermarkConfig } from './watermark';

const layout = watermarkLayout();
let cache: { token: string; config: Promise<WatermarkConfig | null> } | null = null;

/** The organisation's watermark setting, fetched once per session (`GET api/common/setting/waterconfig`). */
function loadConfig(token: string): Promise<WatermarkConfig | null> {
  if (cache?.token !== token) {
    const config = learnerApi.session
      .waterConfig()
      .then((body) => body.waterconfig)
      .catch((error: unknown) => {
        console.warn('[watermark] no watermark setting', error);
        cache = null;
        return null;
      });
    cache = { token, config };
  }
  return cache.config;
}

/** The canvas watermark over the learner and admin layouts when the organisation turns it on. */
export function Watermark() {
  const token = useSession((state) => state.user?.token ?? '');
  const name = useSession((state) => state.user?.name ?? '');
  const [text, setText] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void loadConfig(token).then((config) => {
      if (live) setText(config?.waterprint === 1 ? watermarkText(config, name, new Date()) : null);
    });
    return () => {
      live = false;
    };
  }, [token, name]);

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
  return <canvas ref={canvas} className="watermark" style={{ width: layout.width, height: layout.height }} aria-hidden="true" data-testid="watermark" data-text={text} />;
}
