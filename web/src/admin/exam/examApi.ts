import {
  CATALOG_TYPES,
  type AdminQuestion,
  type CatalogNode,
  type Question,
  type QuestionListResponse,
  type drawResponseSchema,
  type paperListResponseSchema,
  type paperPreviewResponseSchema,
  type AdminPaper,
  type DrawRule,
  type ExaminationOverviewResponse,
  type ExaminationPapersResponse,
  type ExamResultResponse,
} from '@peilian/shared';
import { adminApi } from '../api';
import type { composeBody } from './paperForm';

export type PaperListResponse = ReturnType<(typeof paperListResponseSchema)['parse']>;
export type PaperPreview = ReturnType<(typeof paperPreviewResponseSchema)['parse']>;
export type DrawResponse = ReturnType<(typeof drawResponseSchema)['parse']>;

/** The question bank's, papers' and examinations' calls (docs/exam.md) through the admin endpoint table. */

export async function fetchQuestionCatalogues(): Promise<CatalogNode[]> {
  return (await adminApi.catalogs.tree({ type: CATALOG_TYPES.question })).rows;
}

export async function createQuestionCatalogue(name: string, parentid: string): Promise<CatalogNode> {
  return (await adminApi.catalogs.create({}, { type: CATALOG_TYPES.question, name, parentid })).catalog;
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

export const fetchQuestions = (query: QuestionQuery): Promise<QuestionListResponse> => adminApi.questions.list(query);

export async function saveQuestion(question: Question): Promise<AdminQuestion> {
  const response = question.id ? await adminApi.questions.update({ id: question.id }, question) : await adminApi.questions.create({}, question);
  return response.question;
}

export async function setQuestionDisabled(id: string, disabled: 0 | 1): Promise<AdminQuestion> {
  return (await adminApi.questions.disable({ id }, { disabled })).question;
}

export async function fetchPaperCatalogues(): Promise<CatalogNode[]> {
  return (await adminApi.catalogs.tree({ type: CATALOG_TYPES.paper })).rows;
}

export function fetchPapers(query: {
  title: string;
  page: number;
  rows: number;
  status?: 0 | 1;
  disabled?: 0 | 1;
  catalogid?: string;
}): Promise<PaperListResponse> {
  return adminApi.papers.list(query);
}

export async function fetchPaper(id: string): Promise<AdminPaper> {
  return (await adminApi.papers.read({ id })).paper;
}

export const fetchPaperPreview = (id: string): Promise<PaperPreview> => adminApi.papers.preview({ id, preview: 1 });

export async function savePaper(body: ReturnType<typeof composeBody>): Promise<AdminPaper> {
  const response = body.id ? await adminApi.papers.update({ id: body.id }, body) : await adminApi.papers.create({}, body);
  return response.paper;
}

export async function setPaperStatus(id: string, status: 0 | 1): Promise<AdminPaper> {
  return (await adminApi.papers.status({ id }, { status })).paper;
}

export const drawPaperQuestions = (rules: DrawRule[]): Promise<DrawResponse> => adminApi.papers.draw({}, { rules });

/** An examination is a paper seen as the exam the organisation runs (docs/exam.md "Examinations"). */
export const fetchExamination = (id: string): Promise<ExaminationOverviewResponse> => adminApi.examinations.overview({ id });

export interface ExaminationPapersQuery {
  page: number;
  rows: number;
  name: string;
  passed: '' | 0 | 1;
}

export function fetchExaminationPapers(id: string, query: ExaminationPapersQuery): Promise<ExaminationPapersResponse> {
  return adminApi.examinations.papers({ id, ...query });
}

export async function setExaminationDisabled(id: string, disabled: 0 | 1): Promise<AdminPaper> {
  return (await adminApi.examinations.disable({ id }, { disabled })).paper;
}

/** A learner's latest handed-in paper of an exam child task, with the full review (administrators). */
export const fetchLearnerResult = (childId: string, userid: string): Promise<ExamResultResponse> => adminApi.examinations.result({ id: childId, userid });
