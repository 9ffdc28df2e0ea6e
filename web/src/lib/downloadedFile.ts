import type { DownloadedFile } from '@peilian/shared';

/** A downloaded file as a Blob of its type: an object URL's source (an audio element's), or a file to save. */
export const blobOf = (file: DownloadedFile): Blob => new Blob([file.bytes], { type: file.type });
