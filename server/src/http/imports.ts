import { EXAM_IMPORT_FILE_BYTES } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { claimImportRun, endImportRun, renewImportRun } from '../data/importRuns.js';
import { appError } from '../errors/index.js';
import type { Caller } from '../auth/caller.js';

/**
 * What every Excel import goes through (docs/security.md "Excel imports"): its upload is limited
 * while it streams in, it runs in one of its organisation's few import slots, and its workbook is
 * read with the inflated bytes and the cell-by-cell structures bounded (`loadWorkbook`, excel.ts).
 */

/** How many imports one organisation may run at once, across every server process. */
export const IMPORT_SLOTS_PER_ORGANISATION = 2;
/**
 * A slot is held this long past its claim or its last renewal: a running import renews it every
 * `IMPORT_SLOT_RENEW_MS`, so the slot of a process that died is free again at most this long
 * after its last renewal. Long enough for renewals held up by a busy process (an import reading its
 * workbook, or holding the embedded database's one connection for its write).
 */
export const IMPORT_SLOT_LEASE_MS = 60_000;
/** How often a running import renews its slot's lease (its heartbeat). */
export const IMPORT_SLOT_RENEW_MS = 10_000;

const { questions, examinations, synonyms, speeches, scenes, faq, users } = ADMIN_ENDPOINTS;
/** The import uploads and the largest file each takes (a scenario file is further held to 1 MB by its reader). */
const IMPORT_UPLOADS: ReadonlyMap<string, number> = new Map(
  [questions.import, examinations.import, synonyms.import, speeches.import, scenes.import, faq.import, users.import].map((endpoint) => [
    `/${endpoint.path}`,
    EXAM_IMPORT_FILE_BYTES,
  ]),
);

/** The per-file limit the body parser applies while an import upload streams in; undefined for other requests. */
export function importUploadLimitFor(ctx: Context): number | undefined {
  return ctx.method === 'POST' ? IMPORT_UPLOADS.get(ctx.path) : undefined;
}

/**
 * Runs an import in one of the caller's organisation's slots, freed when it ends however it ends,
 * and renewed while it runs; a process that dies stops renewing, and its slot is free a lease later.
 * With every slot taken the caller gets `429 importBusy` at once, before the upload is read.
 */
export async function withImportSlot<T>(request: Caller, run: () => Promise<T>): Promise<T> {
  const { db, clock } = request.deps;
  const { orgId } = request.caller;
  const now = clock.now();
  const slot = await claimImportRun(db, orgId, IMPORT_SLOTS_PER_ORGANISATION, now, new Date(now.getTime() + IMPORT_SLOT_LEASE_MS));
  if (!slot) {
    request.log.warn({ orgId, userId: request.caller.id }, 'import refused: every import slot of the organisation is taken');
    throw appError('errors.importBusy', { max: IMPORT_SLOTS_PER_ORGANISATION });
  }
  const heartbeat = setInterval(() => {
    renewImportRun(db, orgId, slot, new Date(clock.now().getTime() + IMPORT_SLOT_LEASE_MS)).catch((error: unknown) =>
      request.log.warn({ err: error, orgId }, 'import slot lease not renewed'),
    );
  }, IMPORT_SLOT_RENEW_MS);
  heartbeat.unref();
  try {
    return await run();
  } finally {
    clearInterval(heartbeat);
    await endImportRun(db, orgId, slot);
  }
}
