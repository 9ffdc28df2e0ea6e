import type { dialogue } from '@peilian/shared';
import { lexiconRows } from '../data/practice/words.js';
import type { Db } from '../db/client.js';
import { readingsOf, wordPinyin } from './pinyin.js';

/**
 * The organisation's word libraries as the dialogue engine's lexicon (shared `lexiconSchema`):
 * hot words with their syllables, synonym groups, the enabled sensitive and polite words, and the
 * readings of the characters of `text` (the utterances it will normalise) for homophones.
 */
export async function organisationLexicon(db: Db, orgId: string, text = ''): Promise<dialogue.LexiconInput> {
  const { hot, groups, words } = await lexiconRows(db, orgId);
  const homophones = hot.filter((row) => row.homophone === 1 && row.status === 0);
  return {
    hotWords: hot.map((row) => ({
      word: row.word,
      replace: row.replace,
      homophone: row.homophone === 1,
      pinyin: row.pinyin || (row.homophone === 1 ? wordPinyin(row.word) : ''),
      priority: row.priority,
      status: row.status === 0 ? 0 : 1,
    })),
    synonyms: groups.map((row) => ({ base: row.base, synonyms: [...row.words], status: row.status === 0 ? 0 : 1 })),
    sensitive: words.filter((row) => row.kind === 'sensitive').map((row) => row.word),
    polite: words.filter((row) => row.kind === 'polite').map((row) => row.word),
    pinyin: homophones.length ? readingsOf(text) : {},
  };
}
