import { PUBLISH_STATES } from '@peilian/shared';
import { adminTime } from '../time';

const PUBLISH_STATE_COLORS: Record<number, string> = {
  [PUBLISH_STATES.unpublished]: 'default',
  [PUBLISH_STATES.scheduled]: 'orange',
  [PUBLISH_STATES.publishing]: 'processing',
  [PUBLISH_STATES.published]: 'green',
};

export { childTypeLabel, publishStateLabel, runStateLabel } from '@peilian/shared';
export const publishStateColor = (state: number): string => PUBLISH_STATE_COLORS[state] ?? 'default';

/** The publish states the list filter offers, in the order of admin §4. */
export const PUBLISH_STATE_OPTIONS = Object.values(PUBLISH_STATES);

/** An ISO instant of the server as the admin reads it: `YYYY-MM-DD HH:mm` in the organisation's zone ('' stays ''). */
export function timeText(iso: string): string {
  return iso ? adminTime(iso) : '';
}
