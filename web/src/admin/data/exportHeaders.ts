import type { MessageKey } from '@peilian/shared';

/** What an export's answer says about itself: its row count, and what a refusal means. */

/** The message key of a refused export's status: busy (429), not allowed (403), or failed. */
export function exportFailureKey(status: number): MessageKey {
  if (status === 429) return 'reports.export.busy';
  if (status === 403) return 'reports.export.refused';
  return 'reports.export.failed';
}

/** The rows the server announces (`X-Export-Rows`); null when it does not say or says nonsense. */
export function announcedRows(header: string | null | undefined): number | null {
  if (!header?.trim()) return null;
  const rows = Number(header);
  return Number.isInteger(rows) && rows >= 0 ? rows : null;
}
