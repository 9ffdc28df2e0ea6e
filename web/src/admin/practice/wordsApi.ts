import type { AdminHotWord, AdminSynonym, HotWordBody, hotWordListResponseSchema, SynonymBody } from '@peilian/shared';
import { adminApi } from '../api';

/** The word library calls (docs/practice.md) through the admin endpoint table. */

export interface WordQuery {
  word: string;
  status: '' | 0 | 1;
  page: number;
  rows: number;
}

export type HotWordList = ReturnType<(typeof hotWordListResponseSchema)['parse']>;

export async function fetchHotWords(query: WordQuery): Promise<HotWordList> {
  return adminApi.hotWords.list(query);
}

export async function saveHotWord(id: string, body: HotWordBody): Promise<AdminHotWord> {
  const response = id ? await adminApi.hotWords.update({ id }, body) : await adminApi.hotWords.create({}, body);
  return response.hotword;
}

export async function setHotWordStatus(id: string, status: 0 | 1): Promise<AdminHotWord> {
  return (await adminApi.hotWords.status({ id, status })).hotword;
}

export async function deleteHotWord(id: string): Promise<void> {
  await adminApi.hotWords.remove({ id });
}

/** `POST api/admin/organization/hotword/pinyin`: the toneless syllables of a Chinese word. */
export async function fetchPinyin(word: string): Promise<string> {
  return (await adminApi.hotWords.pinyin({}, { word })).pinyin;
}

export type WordKind = 'sensitive' | 'polite';

export async function fetchWords(kind: WordKind): Promise<string[]> {
  return (await adminApi.wordLibraries.read({ kind })).rows.map((row) => row.word);
}

export async function saveWords(kind: WordKind, words: string[]): Promise<string[]> {
  return (await adminApi.wordLibraries.save({ kind }, { words })).rows.map((row) => row.word);
}

export const fetchSynonyms = (query: WordQuery) => adminApi.synonyms.list(query);

export async function saveSynonym(id: string, body: Omit<SynonymBody, 'words'> & { words: string | string[] }): Promise<AdminSynonym> {
  const response = id ? await adminApi.synonyms.update({ id }, body) : await adminApi.synonyms.create({}, body);
  return response.synonym;
}

export async function setSynonymStatus(id: string, status: 0 | 1): Promise<AdminSynonym> {
  return (await adminApi.synonyms.status({ id, status })).synonym;
}

export async function deleteSynonym(id: string): Promise<void> {
  await adminApi.synonyms.remove({ id });
}
