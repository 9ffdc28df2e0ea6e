import { CATALOG_TYPES, type AdminFaq, type CatalogNode } from '@peilian/shared';
import { requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';
import { ADMIN_ENDPOINTS, adminApi, adminUrl } from '../api';
import type { ImportSource } from '../exam/importWizard';

/** The quick Q&A bank's calls (docs/faq.md) through the admin endpoint table. */

/** A question's body as `faqBodySchema` takes it. */
export type FaqBodyInput = Parameters<typeof adminApi.faq.create>[1];
export interface FaqDrillQuery {
  packageid: string;
  childtaskid: string;
  name: string;
  page: number;
  rows: number;
}
export type FaqList = Awaited<ReturnType<typeof adminApi.faq.list>>;
export type FaqDrillList = Awaited<ReturnType<typeof adminApi.faqDrills.list>>;
export type FaqDrillDetail = Awaited<ReturnType<typeof adminApi.faqDrills.read>>;

export interface FaqQuery {
  text: string;
  catalogid: string;
  disabled: '' | 0 | 1;
  page: number;
  rows: number;
}

export const fetchFaqs = (query: FaqQuery): Promise<FaqList> => adminApi.faq.list(query);

export async function fetchFaq(id: string): Promise<AdminFaq> {
  return (await adminApi.faq.read({ id })).faq;
}

/** Creates (no id) or updates a question. */
export async function saveFaq(id: string, body: FaqBodyInput): Promise<AdminFaq> {
  return (id ? await adminApi.faq.update({ id }, body) : await adminApi.faq.create({}, body)).faq;
}

export async function setFaqDisabled(id: string, disabled: 0 | 1): Promise<AdminFaq> {
  return (await adminApi.faq.disable({ id }, { disabled })).faq;
}

export async function removeFaq(id: string): Promise<void> {
  await adminApi.faq.remove({ id });
}

/** What the AI similar-question dialog asks for: suggestions like `text`, none of `exclude`. */
export interface SimilarRequest {
  type: 'faq' | 'script';
  text: string;
  exclude: string[];
}

/** The language model's suggestions (refused with `errors.faq.modelNotConfigured` when none is configured). */
export async function suggestSimilar(request: SimilarRequest): Promise<string[]> {
  return (await adminApi.faq.similarity({}, request)).message;
}

/** `POST api/admin/v3/faq/image` (multipart `file`, jpg/png ≤ 2 MB): the stored path of a question's image. */
export async function uploadFaqImage(image: Blob, fileName: string): Promise<string> {
  const { image: endpoint } = ADMIN_ENDPOINTS.faq;
  const answer = await uploadFile<unknown>({ url: adminUrl(endpoint, {}), file: image, fileName, headers: requestHeaders() });
  return endpoint.response.parse(answer).path;
}

export async function fetchFaqCatalogues(): Promise<CatalogNode[]> {
  return (await adminApi.catalogs.tree({ type: CATALOG_TYPES.faq })).rows;
}

export async function createFaqCatalogue(name: string, parentid: string): Promise<CatalogNode> {
  return (await adminApi.catalogs.create({}, { type: CATALOG_TYPES.faq, name, parentid })).catalog;
}

export async function renameFaqCatalogue(id: string, name: string): Promise<void> {
  await adminApi.catalogs.update({ id }, { name });
}

export async function removeFaqCatalogue(id: string): Promise<void> {
  await adminApi.catalogs.remove({ id });
}

export const fetchDrills = (query: FaqDrillQuery): Promise<FaqDrillList> => adminApi.faqDrills.list(query);

export const fetchDrill = (id: string): Promise<FaqDrillDetail> => adminApi.faqDrills.read({ id });

/** A learner's recording of spoken answer `seq`, fetched with the admin's headers (an audio element sends none). */
export async function fetchAnswerAudio(id: string, seq: number): Promise<Blob> {
  const response = await fetch(adminUrl(ADMIN_ENDPOINTS.faqDrills.answerAudio, { id, seq }), { headers: requestHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { errmsg?: unknown };
    throw new Error(typeof body.errmsg === 'string' ? body.errmsg : '');
  }
  return response.blob();
}

/** The bank's .xlsx import: the exam question import's wizard on the FAQ endpoints. */
export const FAQ_IMPORT: ImportSource = {
  upload: ADMIN_ENDPOINTS.faq.import,
  template: ADMIN_ENDPOINTS.faq.importTemplate,
  templateName: 'faq-import.xlsx',
  errorsName: 'faq-import-errors.xlsx',
  title: 'faqAdmin.import.title',
};
