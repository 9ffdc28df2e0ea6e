import {
  hotWordListResponseSchema,
  hotWordResponseSchema,
  synonymListResponseSchema,
  synonymResponseSchema,
  wordsResponseSchema,
  type AdminHotWord,
  type AdminSynonym,
  type HotWordBody,
  type SynonymBody,
} from '@peilian/shared';
import { api } from '../../app/services';

/** The word library calls (docs/practice.md), answers checked by the shared schemas. */

const json = { json: true };

export interface WordQuery {
  word: string;
  status: '' | 0 | 1;
  page: number;
  rows: number;
}

export type HotWordList = ReturnType<(typeof hotWordListResponseSchema)['parse']>;

export async function fetchHotWords(query: WordQuery): Promise<HotWordList> {
  return hotWordListResponseSchema.parse(await api.get('api/admin/organization/hotword', { ...query }));
}

export async function saveHotWord(id: string, body: HotWordBody): Promise<AdminHotWord> {
  const response = id ? await api.put(`api/admin/organization/hotword/${id}`, { ...body }, json) : await api.post('api/admin/organization/hotword', { ...body }, json);
  return hotWordResponseSchema.parse(response).hotword;
}

export async function setHotWordStatus(id: string, status: 0 | 1): Promise<AdminHotWord> {
  return hotWordResponseSchema.parse(await api.put(`api/admin/organization/hotword/${id}/disable?status=${status}`, {}, json)).hotword;
}

export async function deleteHotWord(id: string): Promise<void> {
  await api.delete(`api/admin/organization/hotword/${id}`);
}

/** `POST api/admin/organization/hotword/pinyin`: the toneless syllables of a Chinese word. */
export async function fetchPinyin(word: string): Promise<string> {
  const answer = await api.post<{ pinyin?: unknown }>('api/admin/organization/hotword/pinyin', { word }, json);
  return typeof answer.pinyin === 'string' ? answer.pinyin : '';
}

export type WordKind = 'sensitive' | 'polite';

export async function fetchWords(kind: WordKind): Promise<string[]> {
  return wordsResponseSchema.parse(await api.get(`api/admin/system/setting/words/${kind}`)).rows.map((row) => row.word);
}

export async function saveWords(kind: WordKind, words: string[]): Promise<string[]> {
  return wordsResponseSchema.parse(await api.put(`api/admin/system/setting/words/${kind}`, { words }, json)).rows.map((row) => row.word);
}

export async function fetchSynonyms(query: WordQuery) {
  return synonymListResponseSchema.parse(await api.get('api/admin/organization/synonyms', { ...query }));
}

export async function saveSynonym(id: string, body: Omit<SynonymBody, 'words'> & { words: string | string[] }): Promise<AdminSynonym> {
  const response = id ? await api.put(`api/admin/organization/synonyms/${id}`, { ...body }, json) : await api.post('api/admin/organization/synonyms', { ...body }, json);
  return synonymResponseSchema.parse(response).synonym;
}

export async function setSynonymStatus(id: string, status: 0 | 1): Promise<AdminSynonym> {
  return synonymResponseSchema.parse(await api.put(`api/admin/organization/synonyms/${id}/disable?status=${status}`, {}, json)).synonym;
}

export async function deleteSynonym(id: string): Promise<void> {
  await api.delete(`api/admin/organization/synonyms/${id}`);
}
