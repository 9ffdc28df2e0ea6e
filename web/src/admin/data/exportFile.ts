import { ApiError, type Translate } from '@peilian/shared';
import { errorMessage } from '../../lib/errorMessage';
import { announcedRows, exportFailureKey } from './exportHeaders';
import { adminDownload, saveFile } from './files';
import type { AdminArea, AdminArgs, AdminDownloadName } from './types';

/** What a running export has received so far: the rows the server announced (null: not said) and the bytes. */
export interface ExportProgress {
  rows: number | null;
  bytes: number;
}

/**
 * Downloads a streamed report export (`area.name`, a download of the table) with the admin's token,
 * reporting the rows the server announces (`X-Export-Rows`) and the bytes received as they arrive,
 * then saves it under the server's file name. Resolves with that name; a refusal rejects as any
 * call's does (`exportFailure` words it).
 */
export async function downloadExport<A extends AdminArea, N extends AdminDownloadName<A>>(
  area: A,
  name: N,
  args: AdminArgs<A, N>,
  fallbackName: string,
  onProgress: (progress: ExportProgress) => void,
): Promise<string> {
  const file = await adminDownload(area, name, args, {
    onProgress: ({ bytes, headers }) => onProgress({ rows: announcedRows(headers['x-export-rows']), bytes }),
  });
  return saveFile(file, fallbackName);
}

/**
 * Why an export failed, in the admin's language: the server's message, else the network's failure,
 * else what its status means (busy, not allowed, failed).
 */
export const exportFailure = (error: unknown, t: Translate): string =>
  errorMessage(error, t, exportFailureKey(error instanceof ApiError ? error.status : 0));
