import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { uploadedFiles } from '../../http/validate.js';
import { withImportSlot } from '../../http/imports.js';
import { importSpeeches, speechErrorFile, speechTemplate } from './speechImport.js';
import { speechCategories } from '../../data/practice/speeches.js';
import { keywordSuggestions, similarSuggestions } from './suggestions.js';
import { createSpeech, editSpeech, removeSpeech, setSpeechDisabled, speechInOrg, speechList } from './commands.js';
import { presentSpeech } from '../presenter.js';

const { speeches } = ADMIN_ENDPOINTS;
const SPEECHES = { functions: 'voicespeech' };
/** The scene editor (`voicescene`) picks speeches and asks for suggestions while writing its lines. */
const READ = { functions: ['voicespeech', 'voicescene'] };
const ID = { targets: ['params.id'] };

/** The speech library: `voicespeech`; the scene editor (`voicescene`) may read it. */
export function registerSpeechRoutes(routers: Routers): void {
  adminRoute(routers, speeches.list, READ, async ({ query }, request) => ok(await speechList(request, query())));

  adminRoute(routers, speeches.create, SPEECHES, async ({ body }, request) => ok({ speech: await createSpeech(request, body()) }));

  // The fixed paths below `speech/` come before `speech/:id`, which would refuse them as ids.
  adminRoute(routers, speeches.categories, READ, async (_input, request) => ok({ rows: await speechCategories(request.deps.db, request.caller.orgId) }));

  adminRoute(routers, speeches.similarity, READ, async ({ body }, request) => {
    const { text, count, exclude } = body();
    return ok(await similarSuggestions(request, text, count, exclude));
  });

  adminRoute(routers, speeches.keywords, READ, async ({ body }, request) =>
    ok({ message: await keywordSuggestions(request, body().text), source: 'library' as const }),
  );

  // `?step=preview|import&mode=1|2|3` with one .xlsx in `file` (docs/practice.md "Speech import").
  adminRoute(routers, speeches.import, { ...SPEECHES, opensOperation: true }, async ({ query }, request, ctx) =>
    ok(await withImportSlot(request, () => importSpeeches(request, uploadedFiles(ctx, 'file'), query()))),
  );

  adminRoute(routers, speeches.importTemplate, SPEECHES, async (_input, request, ctx) => download(ctx, await speechTemplate(request)));

  adminRoute(routers, speeches.importErrors, { ...SPEECHES, ...ID }, async ({ params }, request, ctx) =>
    download(ctx, await speechErrorFile(request, params.id)),
  );

  adminRoute(routers, speeches.read, { ...READ, ...ID }, async ({ params }, request) => ok({ speech: presentSpeech(await speechInOrg(request, params.id)) }));

  adminRoute(routers, speeches.update, { ...SPEECHES, ...ID }, async ({ params, body }, request) => {
    const speech = await speechInOrg(request, params.id);
    return ok({ speech: await editSpeech(request, speech, body()) });
  });

  adminRoute(routers, speeches.disable, { ...SPEECHES, ...ID }, async ({ params, body }, request) => {
    const speech = await speechInOrg(request, params.id);
    return ok({ speech: await setSpeechDisabled(request, speech, body().disabled) });
  });

  adminRoute(routers, speeches.remove, { ...SPEECHES, ...ID, recycles: 'speech' }, async ({ params }, request) => {
    await removeSpeech(request, await speechInOrg(request, params.id));
    return ok({});
  });
}
