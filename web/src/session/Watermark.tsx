import { createWatermarkSource, shownWatermark } from '@peilian/shared';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../app/hooks';
import { learnerApi } from '../app/services';
import { createLocalStorage } from '../lib/storage';
import { watermarkCellUrl, watermarkLayout } from './watermark';

const layout = watermarkLayout();
const source = createWatermarkSource({
  fetch: () => learnerApi.session.waterConfig(),
  storage: createLocalStorage(),
  warn: (message, error) => console.warn(message, error),
});

/**
 * The watermark over the learner and admin layouts when the organisation turns it on, one painted
 * cell repeated over the screen; offline, the last setting this device was given applies, else the
 * name and date.
 */
export function Watermark() {
  const token = useSession((state) => state.user?.token ?? '');
  const orgid = useSession((state) => state.user?.orgid ?? '');
  const name = useSession((state) => state.user?.name ?? '');
  const [text, setText] = useState<string | null>(null);

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

  const cell = useMemo(() => (text ? watermarkCellUrl(layout, text) : null), [text]);

  if (!text || !cell) return null;
  return (
    <div
      className="watermark"
      // Quoted: the SVG's parentheses and spaces are not allowed in an unquoted url().
      style={{ backgroundImage: `url("${cell}")`, backgroundSize: `${layout.cellPx}px ${layout.cellPx}px` }}
      aria-hidden="true"
      data-testid="watermark"
      data-text={text}
    />
  );
}
