import { createWatermarkSource, shownWatermark } from '@peilian/shared';
import { useEffect, useMemo, useState } from 'react';
import { learnerApi, useSession } from '../../app';
import { createLocalStorage } from '../../lib/storage';
import { useRefreshOnReturn } from './refreshOnReturn';
import { watermarkCellUrl, watermarkLayout } from './watermark';

const layout = watermarkLayout();
const source = createWatermarkSource({
  fetch: () => learnerApi.session.waterConfig(),
  storage: createLocalStorage(),
  warn: (message, error) => console.warn(message, error),
});
const listeners = new Set<() => void>();

/** Reads the watermark setting again where it is shown (the back office's save, in the admin's own tab). */
export function refreshWatermark(): void {
  source.forget();
  for (const listener of listeners) listener();
}

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
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const listener = () => setVersion((value) => value + 1);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  useRefreshOnReturn(refreshWatermark);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void source.config({ token, orgid }).then((config) => {
      if (live) setText(shownWatermark(config, name, new Date()));
    });
    return () => {
      live = false;
    };
  }, [token, orgid, name, version]);

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
