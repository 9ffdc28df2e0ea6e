import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AIGC_LIMITS } from '@peilian/shared';
import { findMediaInOrg } from '../../data/media.js';
import type { AigcTaskFile, AigcTaskRow } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import { CONVERTIBLE_FORMATS, readPdfText } from '../../library/index.js';
import type { FileStorage } from '../../storage/files.js';
import type { DocumentPages } from './prompt.js';

/**
 * The text a task reads of its files (docs/assistant.md "AI question generation", "Pages consumed"):
 * a PDF itself, an Office document through the PDF the library's preview made of it. Pages are read
 * in the files' order until `AIGC_LIMITS.pagesMax` pages or `TEXT_BUDGET` characters are read; the
 * pages read are the pages consumed. A file that gives no text says why (`AigcTaskFile.note`).
 */

/** Characters of document text one request sends the model at most. */
export const TEXT_BUDGET = 12_000;

export interface ReadDocuments {
  files: AigcTaskFile[];
  documents: DocumentPages[];
  pagesConsumed: number;
}

const NOTE = {
  noText: 'aigcBank.fileNotes.noText',
  noPreview: 'aigcBank.fileNotes.noPreview',
  gone: 'aigcBank.fileNotes.gone',
  unreadable: 'aigcBank.fileNotes.unreadable',
} as const;

/** The storage key of the PDF a file is read through, else why there is none. */
function pdfKeyOf(media: { format: string; storageKey: string; previewKey: string; previewStatus: string }): { key: string } | { note: string } {
  if (media.format === 'pdf') return { key: media.storageKey };
  if (CONVERTIBLE_FORMATS.includes(media.format) && media.previewStatus === 'ready' && media.previewKey) return { key: media.previewKey };
  return { note: NOTE.noPreview };
}

export async function readTaskDocuments(
  env: { db: Parameters<typeof findMediaInOrg>[0]; storage: FileStorage; logger: Logger; dataDir: string },
  task: AigcTaskRow,
): Promise<ReadDocuments> {
  const files: AigcTaskFile[] = [];
  const documents: DocumentPages[] = [];
  let pagesConsumed = 0;
  let characters = 0;
  const workDir = path.join(env.dataDir, 'tmp', 'aigc', randomBytes(9).toString('hex'));
  await mkdir(workDir, { recursive: true });
  try {
    for (const chosen of task.files) {
      const media = await findMediaInOrg(env.db, task.orgId, chosen.id);
      if (!media) {
        files.push({ ...chosen, pages: 0, note: NOTE.gone });
        continue;
      }
      const source = pdfKeyOf(media);
      const left = AIGC_LIMITS.pagesMax - pagesConsumed;
      if ('note' in source || left <= 0 || characters >= TEXT_BUDGET) {
        files.push({ ...chosen, pages: 0, note: 'note' in source ? source.note : NOTE.noText });
        continue;
      }
      const local = path.join(workDir, `${files.length}.pdf`);
      let pages: string[];
      try {
        await env.storage.copyToLocal(source.key, local);
        pages = (await readPdfText(local, left)).pages;
      } catch (error) {
        env.logger.warn({ err: error, task: task.id, mediaId: media.id }, 'a generation file could not be read');
        files.push({ ...chosen, pages: 0, note: NOTE.unreadable });
        continue;
      }
      const read: string[] = [];
      for (const page of pages) {
        if (characters >= TEXT_BUDGET) break;
        const text = page.slice(0, TEXT_BUDGET - characters);
        characters += text.length;
        read.push(text);
      }
      pagesConsumed += read.length;
      const hasText = read.some((page) => page.trim());
      files.push({ ...chosen, pages: read.length, note: hasText ? '' : NOTE.noText });
      if (hasText) documents.push({ name: chosen.name, pages: read });
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return { files, documents, pagesConsumed };
}
