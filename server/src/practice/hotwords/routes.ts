import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { parseQuery } from '../../http/validate.js';
import { WORD_FUNCTIONS } from '../functions.js';
import { wordPinyin } from '../pinyin.js';
import { createHotWord, editHotWord, hotWordInOrg, hotWordList, removeHotWord, setHotWordStatus } from '../words.js';
import { presentHotWord } from '../presenter.js';

const { hotWords } = ADMIN_ENDPOINTS;
const WORDS = { functions: WORD_FUNCTIONS };
const ID = { ...WORDS, targets: ['params.id'] };

/**
 * The toggle mounted without its query, which the handler reads once the word is found, as a body
 * is: another organisation's id is a 404 whatever the query holds (a declared query is parsed first).
 */
const toggle = { ...hotWords.status, query: undefined };

/** Hot words (admin §7 `api/admin/organization/hotword`). */
export function registerHotWordRoutes(routers: Routers): void {
  adminRoute(routers, hotWords.list, WORDS, async ({ query }, request) => ok(await hotWordList(request, query)));

  adminRoute(routers, hotWords.create, WORDS, async ({ body }, request) => ok({ hotword: await createHotWord(request, body()) }));

  // The homophone field's syllables; before `hotword/:id`.
  adminRoute(routers, hotWords.pinyin, WORDS, async ({ body }) => {
    const { word } = body();
    return ok({ word, pinyin: wordPinyin(word) });
  });

  adminRoute(routers, hotWords.read, ID, async ({ params }, request) => ok({ hotword: presentHotWord(await hotWordInOrg(request, params.id)) }));

  adminRoute(routers, hotWords.update, ID, async ({ params, body }, request) => {
    const hot = await hotWordInOrg(request, params.id);
    return ok({ hotword: await editHotWord(request, hot, body()) });
  });

  // `?status=`: 0 enables, 1 disables (admin §7).
  adminRoute(routers, toggle, ID, async ({ params }, request, ctx) => {
    const hot = await hotWordInOrg(request, params.id);
    const { status } = parseQuery(ctx, hotWords.status.query);
    return ok({ hotword: await setHotWordStatus(request, hot, status) });
  });

  adminRoute(routers, hotWords.remove, ID, async ({ params }, request) => {
    await removeHotWord(request, await hotWordInOrg(request, params.id));
    return ok({});
  });
}
