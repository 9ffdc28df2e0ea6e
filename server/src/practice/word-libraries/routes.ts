import { ok, WORD_KINDS, type Endpoint, type WordKind } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { uploadedFiles } from '../../http/validate.js';
import { withImportSlot } from '../../http/imports.js';
import { WORD_FUNCTIONS } from '../functions.js';
import { importSynonyms, synonymErrorFile, synonymTemplate } from './synonymImport.js';
import {
  createSynonym,
  editSynonym,
  removeSynonym,
  saveWordLibrary,
  relateSynonyms,
  setSynonymsEnabled,
  setSynonymStatus,
  setWordEnabled,
  synonymRecord,
  synonymList,
  wordRecord,
  wordLibrary,
} from '../words.js';
import { presentSynonym, presentWord } from '../presenter.js';

const { wordLibraries, synonyms } = ADMIN_ENDPOINTS;
const WORDS = { functions: WORD_FUNCTIONS };
const ID = { ...WORDS, targets: ['params.id'] };
const SYNONYM = { ...ID, load: { id: synonymRecord } };
const WORD = { ...ID, load: { id: wordRecord } };

/** A library's endpoint with its `:kind` filled in: each library is a path of its own, as the spec names them. */
const ofKind = <E extends Endpoint>(endpoint: E, kind: WordKind) => ({ ...endpoint, path: endpoint.path.replace(':kind', kind) });

/** Sensitive, polite and synonym libraries (admin §7 paths). */
export function registerWordLibraryRoutes(routers: Routers): void {
  for (const kind of WORD_KINDS) {
    adminRoute(routers, ofKind(wordLibraries.read, kind), WORDS, async (_input, request) => ok(await wordLibrary(request, kind)));
    // The library becomes exactly these words.
    adminRoute(routers, ofKind(wordLibraries.save, kind), WORDS, async ({ body }, request) => ok(await saveWordLibrary(request, kind, body().words)));
  }

  adminRoute(routers, wordLibraries.word, WORD, async ({ records: { id: row } }) => ok({ word: { ...presentWord(row), kind: row.kind } }));

  // `?status=`: one word of either library on or off.
  adminRoute(routers, wordLibraries.wordStatus, WORD, async ({ query, records: { id: row } }, request) =>
    ok({ word: await setWordEnabled(request, row, query().status) }),
  );

  adminRoute(routers, synonyms.list, WORDS, async ({ query }, request) => ok(await synonymList(request, query())));

  adminRoute(routers, synonyms.create, WORDS, async ({ body }, request) => ok({ synonym: await createSynonym(request, body()) }));

  // `?step=preview|import` with one .xlsx in `file` (mode 1 only); before `synonyms/:id`.
  adminRoute(routers, synonyms.import, { ...WORDS, opensOperation: true }, async ({ query }, request, ctx) =>
    ok(await withImportSlot(request, () => importSynonyms(request, uploadedFiles(ctx, 'file'), query().step))),
  );

  adminRoute(routers, synonyms.importTemplate, WORDS, async (_input, request, ctx) => download(ctx, await synonymTemplate(request)));

  adminRoute(routers, synonyms.importErrors, { ...WORDS, targets: ['params.id'] }, async ({ params }, request, ctx) =>
    download(ctx, await synonymErrorFile(request, params.id)),
  );

  // Before `synonyms/:id`, which would take "batchset" for an id.
  adminRoute(routers, synonyms.batchSet, { ...WORDS, targets: ['body.synonymids'] }, async ({ body }, request) =>
    ok({ updated: await setSynonymsEnabled(request, body()) }),
  );

  adminRoute(routers, synonyms.relate, SYNONYM, async ({ body, records: { id: row } }, request) => ok({ synonym: await relateSynonyms(request, row, body()) }));

  adminRoute(routers, synonyms.read, SYNONYM, async ({ records }) => ok({ synonym: presentSynonym(records.id) }));

  adminRoute(routers, synonyms.update, SYNONYM, async ({ body, records: { id: row } }, request) => ok({ synonym: await editSynonym(request, row, body()) }));

  adminRoute(routers, synonyms.status, SYNONYM, async ({ query, records: { id: row } }, request) =>
    ok({ synonym: await setSynonymStatus(request, row, query().status) }),
  );

  adminRoute(routers, synonyms.remove, { ...SYNONYM, recycles: 'synonym' }, async ({ records }, request) => {
    await removeSynonym(request, records.id);
    return ok({});
  });
}
