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
  drawResponseSchema,
  paperListResponseSchema,
  paperPreviewResponseSchema,
  paperResponseSchema,
  type AdminPaper,
  type DrawRule,
  examinationOverviewResponseSchema,
  examinationPapersResponseSchema,
  examResultResponseSchema,
  type ExaminationOverviewResponse,
  type ExaminationPapersResponse,
  type ExamResultResponse,
} from '@peilian/shared';
import { api } from '../../app/services';
import type { composeBody } from './paperForm';

export type PaperListResponse = ReturnType<(typeof paperListResponseSchema)['parse']>;
export type PaperPreview = ReturnType<(typeof paperPreviewResponseSchema)['parse']>;
export type DrawResponse = ReturnType<(typeof drawResponseSchema)['parse']>;

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

export async function fetchPaperCatalogues(): Promise<CatalogNode[]> {
  return catalogTreeResponseSchema.parse(await api.get('api/admin/material/catalog', { type: CATALOG_TYPES.paper })).rows;
}

export async function fetchPapers(query: { title: string; page: number; rows: number; status?: 0 | 1; disabled?: 0 | 1; catalogid?: string }): Promise<PaperListResponse> {
  return paperListResponseSchema.parse(await api.get('api/admin/study/paper', { ...query }));
}

export async function fetchPaper(id: string): Promise<AdminPaper> {
  return paperResponseSchema.parse(await api.get(`api/admin/study/paper/${id}`)).paper;
}

export async function fetchPaperPreview(id: string): Promise<PaperPreview> {
  return paperPreviewResponseSchema.parse(await api.get(`api/admin/study/paper/${id}`, { preview: 1 }));
}

export async function savePaper(body: ReturnType<typeof composeBody>): Promise<AdminPaper> {
  const json = { json: true };
  const response = body.id ? await api.put(`api/admin/study/paper/${body.id}`, body, json) : await api.post('api/admin/study/paper', body, json);
  return paperResponseSchema.parse(response).paper;
}

export async function setPaperStatus(id: string, status: 0 | 1): Promise<AdminPaper> {
  return paperResponseSchema.parse(await api.post(`api/admin/study/paper/${id}/status`, { status })).paper;
}

export async function drawPaperQuestions(rules: DrawRule[]): Promise<DrawResponse> {
  return drawResponseSchema.parse(await api.post('api/admin/study/paper/draw', { rules }, { json: true }));
}

/** An examination is a paper seen as the exam the organisation runs (docs/exam.md "Examinations"). */
export async function fetchExamination(id: string): Promise<ExaminationOverviewResponse> {
  return examinationOverviewResponseSchema.parse(await api.get(`api/admin/study/examination/${id}`));
}

export interface ExaminationPapersQuery {
  page: number;
  rows: number;
  name: string;
  passed: '' | 0 | 1;
}

export async function fetchExaminationPapers(id: string, query: ExaminationPapersQuery): Promise<ExaminationPapersResponse> {
  return examinationPapersResponseSchema.parse(await api.get(`api/admin/study/examination/${id}/papers`, { ...query }));
}

export async function setExaminationDisabled(id: string, disabled: 0 | 1): Promise<AdminPaper> {
  return paperResponseSchema.parse(await api.post(`api/admin/study/examination/${id}/disable`, { disabled })).paper;
}

/** A learner's latest handed-in paper of an exam child task, with the full review (administrators). */
export async function fetchLearnerResult(childId: string, userid: string): Promise<ExamResultResponse> {
  return examResultResponseSchema.parse(await api.get(`api/trainning/v3/exampaper/${childId}/result`, { userid }));
}
