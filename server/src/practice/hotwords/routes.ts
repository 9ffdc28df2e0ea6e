import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { WORD_FUNCTIONS } from '../functions.js';
import { wordPinyin } from '../pinyin.js';
import { createHotWord, editHotWord, hotWordRecord, hotWordList, hotWordSetting, removeHotWord, saveHotWordSetting, setHotWordStatus } from '../words.js';
import { presentHotWord } from '../presenter.js';

const { hotWords } = ADMIN_ENDPOINTS;
const WORDS = { functions: WORD_FUNCTIONS };
const ID = { ...WORDS, targets: ['params.id'], load: { id: hotWordRecord } };

/** Hot words (admin §7 `api/admin/organization/hotword`). */
export function registerHotWordRoutes(routers: Routers): void {
  adminRoute(routers, hotWords.list, WORDS, async ({ query }, request) => ok(await hotWordList(request, query())));

  // Before `hotword/:id`, which would take "setting" for an id.
  adminRoute(routers, hotWords.setting, WORDS, async (_input, request) => ok({ setting: await hotWordSetting(request) }));
  adminRoute(routers, hotWords.saveSetting, WORDS, async ({ body }, request) => ok({ setting: await saveHotWordSetting(request, body()) }));

  adminRoute(routers, hotWords.create, WORDS, async ({ body }, request) => ok({ hotword: await createHotWord(request, body()) }));

  // The homophone field's syllables; before `hotword/:id`.
  adminRoute(routers, hotWords.pinyin, WORDS, async ({ body }) => {
    const { word } = body();
    return ok({ word, pinyin: wordPinyin(word) });
  });

  adminRoute(routers, hotWords.read, ID, async ({ records }) => ok({ hotword: presentHotWord(records.id) }));

  adminRoute(routers, hotWords.update, ID, async ({ body, records: { id: hot } }, request) => ok({ hotword: await editHotWord(request, hot, body()) }));

  // `?status=`: 0 enables, 1 disables (admin §7).
  adminRoute(routers, hotWords.status, ID, async ({ query, records: { id: hot } }, request) =>
    ok({ hotword: await setHotWordStatus(request, hot, query().status) }),
  );

  adminRoute(routers, hotWords.remove, { ...ID, recycles: 'hotword' }, async ({ records }, request) => {
    await removeHotWord(request, records.id);
    return ok({});
  });
}
