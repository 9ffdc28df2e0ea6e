import { formatHms, formatMs } from '@peilian/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** A task time (ISO instant on the wire) as `yyyy-MM-dd HH:mm` in the phone's time zone. */
export function taskTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Study time as `mm:ss` under an hour and `hh:mm:ss` from an hour on (the spec's two formats). */
export function studyTime(seconds: number): string {
  return seconds >= 3600 ? formatHms(seconds) : formatMs(seconds);
}
