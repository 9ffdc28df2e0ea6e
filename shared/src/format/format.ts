import { VIEW_COUNT_W_THRESHOLD } from '../limits.js';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Formats a byte count as B, KB, MB or GB with up to two decimals (`1.5 MB`). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(Math.round(value)) : String(Number(value.toFixed(2)));
  return `${rounded} ${UNITS[unit]}`;
}

/** View counts above 9999 are shown in ten-thousands with the suffix `w` (`12345` → `1.2w`). */
export function formatViewCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  if (count <= VIEW_COUNT_W_THRESHOLD) return String(Math.floor(count));
  const tenThousands = Math.floor(count / 1000) / 10;
  return `${Number.isInteger(tenThousands) ? tenThousands.toFixed(0) : tenThousands.toFixed(1)}w`;
}

/**
 * The view count as a message's `count`: a number while it is shown as it is, so i18next picks the
 * plural form ("1 view"); the abbreviated text above 9999 (`1.2w`) takes the general form.
 */
export function viewCountParam(count: number): number | string {
  const shown = formatViewCount(count);
  return /^\d+$/.test(shown) ? Number(shown) : shown;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as `hh:mm:ss` (hours may exceed 24 for accumulated learning time). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds || 0));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Seconds as `mm:ss` (minutes may exceed 59, e.g. a 90-minute countdown shows `90:00`). */
export function formatMs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds || 0));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** Study time as `mm:ss` under an hour and `hh:mm:ss` from an hour on (the spec's two formats). */
export function studyTime(seconds: number): string {
  return seconds >= 3600 ? formatHms(seconds) : formatMs(seconds);
}
