import {
  CATALOG_TYPES,
  catalogResponseSchema,
  catalogTreeResponseSchema,
  questionListResponseSchema,
  questionResponseSchema,
  type AdminQuestion,
  type CatalogNode,
  type Question,
  type QuestionListResponse,
} from '@peilian/shared';
import { api } from '../../app/services';

/** The question bank's calls (docs/exam.md), answers checked by the shared schemas. */

export async function fetchQuestionCatalogues(): Promise<CatalogNode[]> {
  return catalogTreeResponseSchema.parse(await api.get('api/admin/material/catalog', { type: CATALOG_TYPES.question })).rows;
}

export async function createQuestionCatalogue(name: string, parentid: string): Promise<CatalogNode> {
  return catalogResponseSchema.parse(await api.post('api/admin/material/catalog', { type: CATALOG_TYPES.question, name, parentid })).catalog;
}

export interface QuestionQuery {
  text: string;
  type: '' | number;
  level: '' | number;
  catalogid: string;
  disabled: '' | 0 | 1;
  page: number;
  rows: number;
}

export async function fetchQuestions(query: QuestionQuery): Promise<QuestionListResponse> {
  return questionListResponseSchema.parse(await api.get('api/admin/study/question', { ...query }));
}

export async function saveQuestion(question: Question): Promise<AdminQuestion> {
  const body = { ...question };
  const json = { json: true };
  const response = question.id ? await api.put(`api/admin/study/question/${question.id}`, body, json) : await api.post('api/admin/study/question', body, json);
  return questionResponseSchema.parse(response).question;
}

export async function setQuestionDisabled(id: string, disabled: 0 | 1): Promise<AdminQuestion> {
  return questionResponseSchema.parse(await api.post(`api/admin/study/question/${id}/disable`, { disabled })).question;
}
