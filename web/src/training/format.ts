/** Study time is worded in shared, so the web and the mini-program show it alike. */
export { studyTime } from '@peilian/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** A task time (ISO instant on the wire) as `yyyy-MM-dd HH:mm` in the phone's time zone. */
export function taskTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
