import {
  HOT_WORDS_MAX,
  PRACTICE_LIMITS,
  type AdminHotWord,
  type AdminSynonym,
  type HotWordBody,
  type HotWordListQuery,
  type HotWordSetting,
  type SynonymBatchSet,
  type SynonymBody,
  type SynonymListQuery,
  type SynonymRelate,
  type WordKind,
} from '@peilian/shared';
import {
  countHotWords,
  countSynonymsInOrg,
  deleteHotWord,
  deleteSynonym,
  findHotWordInOrg,
  findSynonymInOrg,
  findWordInOrg,
  insertHotWord,
  lockHotWords,
  insertSynonym,
  listHotWords,
  listSynonyms,
  listWords,
  replaceWords,
  setSynonymsStatus,
  setWordStatus,
  updateHotWord,
  updateSynonym,
} from '../data/practice/words.js';
import { uniqueViolation } from '../db/errors.js';
import type { HotWordRow, PracticeWordRow, SynonymRow } from '../db/schema/index.js';
import { appError, invalidInput } from '../errors/index.js';
import { isUuid } from '../http/request.js';
import { presentHotWord, presentSynonym, presentWord } from './presenter.js';
import { changingWordLibraries } from './lexicon.js';
import { HOT_WORD_SETTING_KEY, hotWordSettingOf } from './hotWordSetting.js';
import { findOrganisationById, setOrganisationSetting } from '../data/organisations.js';
import { wordPinyin } from './pinyin.js';
import type { Caller } from '../auth/caller.js';
import { loadRecord, recordLoader } from '../http/records.js';

/**
 * The organisation's word libraries (admin §3, §5): hot words (≤ 32 characters, ≤ 5,000, homophone
 * replacement for Chinese words only, priority 100 by default), sensitive and polite words, and
 * synonym groups. The dialogue engine reads them as its lexicon.
 */

/** A duplicate word answers 'Keyword already exists' (admin §8), not a database error. */
async function unique<T>(work: () => Promise<T>, duplicate: 'errors.practice.keywordExists' | 'errors.practice.synonymExists'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw appError(duplicate);
    throw error;
  }
}

/** A write to the libraries; afterwards the dialogue engine's lexicon reads them again. */
const changing = <T>(request: Caller, write: () => Promise<T>): Promise<T> => changingWordLibraries(request.deps, request.caller.orgId, write);

/** A homophone word without given syllables gets the computed ones; other words keep none. */
const hotColumns = (input: HotWordBody) => ({
  word: input.word,
  replace: input.replace,
  homophone: input.homophone,
  pinyin: input.homophone === 1 ? input.pinyin || wordPinyin(input.word) : '',
  priority: input.priority,
  status: input.status,
});

export async function hotWordList(request: Caller, query: HotWordListQuery) {
  const found = await listHotWords(request.deps.db, request.caller.orgId, query.word, query.status, query.page, query.rows);
  return { rows: found.rows.map(presentHotWord), total: found.total, limit: HOT_WORDS_MAX };
}

/** A hot word of the caller's organisation, else `errors.practice.hotWordNotFound`; its routes load it for `:id`. */
export const hotWordRecord = recordLoader('errors.practice.hotWordNotFound', (db, orgId, id) => findHotWordInOrg(db, orgId, id));

/** A hot word of the caller's organisation by id, else its 404. */
export function hotWordInOrg(request: Caller, id: string): Promise<HotWordRow> {
  return loadRecord(hotWordRecord, request, id);
}

/** Refused once the organisation holds 5,000 hot words ('Hot word limit 5000 reached'). */
export async function createHotWord(request: Caller, input: HotWordBody): Promise<AdminHotWord> {
  const orgId = request.caller.orgId;
  const row = await changing(request, () =>
    request.deps.db.transaction(async (tx) => {
      await lockHotWords(tx, orgId);
      if ((await countHotWords(tx, orgId)) >= HOT_WORDS_MAX) throw appError('errors.practice.hotWordLimit', { max: HOT_WORDS_MAX });
      return unique(() => insertHotWord(tx, { orgId, ...hotColumns(input) }), 'errors.practice.keywordExists');
    }),
  );
  return presentHotWord(row);
}

export async function editHotWord(request: Caller, hot: HotWordRow, input: HotWordBody): Promise<AdminHotWord> {
  await changing(request, () =>
    unique(() => updateHotWord(request.deps.db, request.caller.orgId, hot.id, hotColumns(input), request.deps.clock.now()), 'errors.practice.keywordExists'),
  );
  return presentHotWord(await hotWordInOrg(request, hot.id));
}

export async function setHotWordStatus(request: Caller, hot: HotWordRow, status: 0 | 1): Promise<AdminHotWord> {
  await changing(request, () => updateHotWord(request.deps.db, request.caller.orgId, hot.id, { status }, request.deps.clock.now()));
  return presentHotWord(await hotWordInOrg(request, hot.id));
}

export async function removeHotWord(request: Caller, hot: HotWordRow): Promise<void> {
  await changing(request, () => deleteHotWord(request.deps.db, request.caller.orgId, hot.id));
}

/** A whole sensitive or polite library. */
export async function wordLibrary(request: Caller, kind: WordKind) {
  const rows = (await listWords(request.deps.db, request.caller.orgId, kind)).map(presentWord);
  return { kind, rows, total: rows.length };
}

/** Replaces a library with the given words (kept words keep their status), in one transaction. */
export async function saveWordLibrary(request: Caller, kind: WordKind, words: readonly string[]) {
  await changing(request, () => request.deps.db.transaction((tx) => replaceWords(tx, request.caller.orgId, kind, words)));
  return wordLibrary(request, kind);
}

/** A word of the word library of the caller's organisation, else `errors.practice.wordNotFound`; its routes load it for `:id`. */
export const wordRecord = recordLoader('errors.practice.wordNotFound', (db, orgId, id) => findWordInOrg(db, orgId, id));

/** A word of the word library of the caller's organisation by id, else its 404. */
export function wordInOrg(request: Caller, id: string): Promise<PracticeWordRow> {
  return loadRecord(wordRecord, request, id);
}

export async function setWordEnabled(request: Caller, word: PracticeWordRow, status: 0 | 1) {
  await changing(request, () => setWordStatus(request.deps.db, request.caller.orgId, word.id, status));
  const row = await wordInOrg(request, word.id);
  return { ...presentWord(row), kind: row.kind };
}

export async function synonymList(request: Caller, query: SynonymListQuery) {
  const found = await listSynonyms(request.deps.db, request.caller.orgId, query.word, query.status, query.page, query.rows);
  return { rows: found.rows.map(presentSynonym), total: found.total };
}

/** A synonym of the caller's organisation, else `errors.practice.synonymNotFound`; its routes load it for `:id`. */
export const synonymRecord = recordLoader('errors.practice.synonymNotFound', (db, orgId, id) => findSynonymInOrg(db, orgId, id));

/** A synonym of the caller's organisation by id, else its 404. */
export function synonymInOrg(request: Caller, id: string): Promise<SynonymRow> {
  return loadRecord(synonymRecord, request, id);
}

export async function createSynonym(request: Caller, input: SynonymBody): Promise<AdminSynonym> {
  const row = await changing(request, () =>
    unique(
      () => insertSynonym(request.deps.db, { orgId: request.caller.orgId, base: input.base, words: input.words, status: input.status }),
      'errors.practice.synonymExists',
    ),
  );
  return presentSynonym(row);
}

export async function editSynonym(request: Caller, synonym: SynonymRow, input: SynonymBody): Promise<AdminSynonym> {
  await changing(request, () =>
    unique(
      () =>
        updateSynonym(
          request.deps.db,
          request.caller.orgId,
          synonym.id,
          { base: input.base, words: input.words, status: input.status },
          request.deps.clock.now(),
        ),
      'errors.practice.synonymExists',
    ),
  );
  return presentSynonym(await synonymInOrg(request, synonym.id));
}

export async function setSynonymStatus(request: Caller, synonym: SynonymRow, status: 0 | 1): Promise<AdminSynonym> {
  await changing(request, () => updateSynonym(request.deps.db, request.caller.orgId, synonym.id, { status }, request.deps.clock.now()));
  return presentSynonym(await synonymInOrg(request, synonym.id));
}

/**
 * `PUT synonyms/batchset`: the chosen groups on or off, all of them or — when one is not a group of
 * the organisation (or not an id) — none, with its 404.
 */
export async function setSynonymsEnabled(request: Caller, { synonymids, status }: SynonymBatchSet): Promise<number> {
  const { deps, caller } = request;
  const unique = [...new Set(synonymids)];
  return changing(request, () =>
    deps.db.transaction(async (tx) => {
      if (!unique.every(isUuid) || (await countSynonymsInOrg(tx, caller.orgId, unique)) !== unique.length) throw appError('errors.practice.synonymNotFound');
      return setSynonymsStatus(tx, caller.orgId, unique, status, deps.clock.now());
    }),
  );
}

/** `PUT synonyms/{id}/relate`: more words for the group, its own kept (the group's limits and never its base word). */
export async function relateSynonyms(request: Caller, synonym: SynonymRow, { words }: SynonymRelate): Promise<AdminSynonym> {
  const related = [...new Set([...synonym.words, ...words])];
  if (related.includes(synonym.base)) throw invalidInput('practiceAdmin.rules.synonymSelf', {}, 'words');
  if (related.length > PRACTICE_LIMITS.synonymWordsMax)
    throw invalidInput('practiceAdmin.rules.synonymWordsTooMany', { max: PRACTICE_LIMITS.synonymWordsMax }, 'words');
  await changing(request, () => updateSynonym(request.deps.db, request.caller.orgId, synonym.id, { words: related }, request.deps.clock.now()));
  return presentSynonym(await synonymInOrg(request, synonym.id));
}

export async function removeSynonym(request: Caller, synonym: SynonymRow): Promise<void> {
  await changing(request, () => deleteSynonym(request.deps.db, request.caller.orgId, synonym.id));
}

/** `GET hotword/setting`. */
export async function hotWordSetting({ deps, caller }: Caller): Promise<HotWordSetting> {
  return hotWordSettingOf((await findOrganisationById(deps.db, caller.orgId))?.settings);
}

/** `PUT hotword/setting`: every process's next lexicon follows it. */
export async function saveHotWordSetting(request: Caller, setting: HotWordSetting): Promise<HotWordSetting> {
  const { deps, caller } = request;
  await changing(request, () => setOrganisationSetting(deps.db, caller.orgId, HOT_WORD_SETTING_KEY, setting));
  return setting;
}
