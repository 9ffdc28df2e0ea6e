import { performance } from 'node:perf_hooks';
import type { dialogue } from '@peilian/shared';
import { lexiconRows } from '../data/practice/words.js';
import type { Db } from '../db/client.js';
import { afterCommit } from '../db/operationScope.js';
import type { AppDeps } from '../http/context.js';
import { readingsOf, wordPinyin } from './pinyin.js';
import { hotWordSettingOf } from './hotWordSetting.js';
import { recognitionHotwords } from '../realtime/recognition.js';
import type { AsrHotword } from '../providers/asr/types.js';

/** The libraries' part of the lexicon: everything but the readings of the text at hand; and whether hot words go to the recogniser. */
type Libraries = Omit<dialogue.LexiconInput, 'pinyin'> & { homophones: boolean; recognition: boolean };

/**
 * Each organisation's libraries as last read, per database, for `LIBRARIES_KEPT_MS`. Every turn of
 * every session reads them, and an organisation may hold 5,000 hot words; a change made through
 * any process drops its organisation's entry in every process (`changingWordLibraries`).
 */
const LIBRARIES_KEPT_MS = 30_000;
const kept = new WeakMap<Db, Map<string, { until: number; libraries: Promise<Libraries> }>>();

async function readLibraries(db: Db, orgId: string): Promise<Libraries> {
  const { hot, groups, words, settings } = await lexiconRows(db, orgId);
  // Correction off (the hot-word setting): the words stay, their replace words and homophones do nothing.
  const { recognition, correction } = hotWordSettingOf(settings);
  const corrects = correction === 1;
  return {
    hotWords: hot.map((row) => ({
      word: row.word,
      replace: corrects ? row.replace : '',
      homophone: corrects && row.homophone === 1,
      pinyin: row.pinyin || (row.homophone === 1 ? wordPinyin(row.word) : ''),
      priority: row.priority,
      status: row.status === 0 ? 0 : 1,
    })),
    synonyms: groups.map((row) => ({ base: row.base, synonyms: [...row.words], status: row.status === 0 ? 0 : 1 })),
    sensitive: words.filter((row) => row.kind === 'sensitive').map((row) => row.word),
    polite: words.filter((row) => row.kind === 'polite').map((row) => row.word),
    homophones: corrects && hot.some((row) => row.homophone === 1 && row.status === 0),
    recognition: recognition === 1,
  };
}

function libraries(db: Db, orgId: string): Promise<Libraries> {
  let entries = kept.get(db);
  if (!entries) kept.set(db, (entries = new Map()));
  const now = performance.now();
  const entry = entries.get(orgId);
  if (entry && entry.until > now) return entry.libraries;
  const read = readLibraries(db, orgId);
  entries.set(orgId, { until: now + LIBRARIES_KEPT_MS, libraries: read });
  read.catch(() => {
    if (entries.get(orgId)?.libraries === read) entries.delete(orgId);
  });
  return read;
}

/** Forgets the organisation's libraries as last read: a change made here or in another process. */
export function forgetWordLibraries(db: Db, orgId: string): void {
  kept.get(db)?.delete(orgId);
}

/**
 * A write to the organisation's hot words, sensitive, polite or synonym words: afterwards (done or
 * failed) the next lexicon of every process reads them again.
 */
export async function changingWordLibraries<T>({ db, processes }: Pick<AppDeps, 'db' | 'processes'>, orgId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    forgetWordLibraries(db, orgId);
    // Read before the change committed, an entry would keep the old libraries: every process forgets it again.
    afterCommit(() => processes.publish({ kind: 'wordLibraries', orgId }));
  }
}

/**
 * The organisation's word libraries as the dialogue engine's lexicon (shared `lexiconSchema`):
 * hot words with their syllables, synonym groups, the enabled sensitive and polite words, and the
 * readings of the characters of `text` (the utterances it will normalise) for homophones.
 */
export async function organisationLexicon(db: Db, orgId: string, text = ''): Promise<dialogue.LexiconInput> {
  const { homophones, recognition: _recognition, ...lexicon } = await libraries(db, orgId);
  return { ...lexicon, pinyin: homophones ? readingsOf(text) : {} };
}

/** The recogniser's boost list: the organisation's enabled hot words, none when the hot-word setting keeps them from it. */
export async function recognitionBoost(db: Db, orgId: string): Promise<AsrHotword[]> {
  const found = await libraries(db, orgId);
  return found.recognition ? recognitionHotwords(found) : [];
}
