import type { MessageKey } from '@peilian/shared';

/** What an export's answer says about itself: its file name, its row count, and what a refusal means. */

/** The file name of a `Content-Disposition` (the UTF-8 `filename*` first, for Chinese names), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: the plain name below is as good as any.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** The message key of a refused export's status: busy (429), not allowed (403), or failed. */
export function exportFailureKey(status: number): MessageKey {
  if (status === 429) return 'reports.export.busy';
  if (status === 403) return 'reports.export.refused';
  return 'reports.export.failed';
}

/** The rows the server announces (`X-Export-Rows`); null when it does not say or says nonsense. */
export function announcedRows(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const rows = Number(header);
  return Number.isInteger(rows) && rows >= 0 ? rows : null;
}
