import type { MessageKey } from '@peilian/shared';

/** A scenario's statuses, in the list filter's order. */
export const STATUSES = ['draft', 'enabled', 'disabled'] as const;
/** The tag colour of each status. */
export const STATUS_COLOURS: Record<string, string> = { draft: 'default', enabled: 'green', disabled: 'red' };

/** The status's label key; an unknown status reads as a draft. */
export function statusKey(status: string): MessageKey {
  return status === 'enabled' || status === 'disabled' ? `scenarioWeb.status.${status}` : 'scenarioWeb.status.draft';
}
