import { CATALOG_TYPES, TASK_SORT } from '@peilian/shared';
import { insertCatalogue, listCatalogues } from '../../data/catalogues.js';
import { findFaqsByQuestion, insertFaqs, topFaqSort, updateFaq, type NewFaq } from '../../data/faqs.js';
import type { Db } from '../../db/client.js';
import type { CatalogueRow, FaqRow } from '../../db/schema/index.js';
import type { ImportedFaq } from './rows.js';

/**
 * Writing checked FAQs inside the caller's transaction. An FAQ's identity is its catalogue and main
 * question, so importing the same file again in mode 3 updates what the first import created and
 * creates nothing new. Mode 1 creates only what is new, mode 2 updates only what exists (skipping
 * the rest and creating no catalogue), mode 3 both. Counts are per FAQ: its similar and extended
 * rows go with it.
 */

export type FaqImportMode = 1 | 2 | 3;

export interface FaqImportScope {
  orgId: string;
  creatorId: string | null;
  now: Date;
  mode: FaqImportMode;
}

export interface FaqImportCounts {
  insertcount: number;
  updatecount: number;
  skipcount: number;
}

const pathKey = (path: readonly string[]) => path.join('\u0000');
const childKey = (parentId: string | null, name: string) => `${parentId ?? ''}\u0000${name}`;

/** The catalogues of the FAQ tree by parent and name (the first of a name under a parent). */
export type CatalogueChildren = Map<string, string>;

/** The tree's catalogues by parent and name, as an import's paths find them. */
export function catalogueChildren(rows: readonly CatalogueRow[]): CatalogueChildren {
  const children: CatalogueChildren = new Map();
  for (const row of rows) if (!children.has(childKey(row.parentId, row.name))) children.set(childKey(row.parentId, row.name), row.id);
  return children;
}

/** How far a path exists: its deepest existing catalogue (null: none, the top level) and whether that is the whole path. */
export function existingPath(children: CatalogueChildren, path: readonly string[]): { deepest: string | null; whole: boolean } {
  let deepest: string | null = null;
  for (const name of path) {
    const id = children.get(childKey(deepest, name));
    if (!id) return { deepest, whole: false };
    deepest = id;
  }
  return { deepest, whole: true };
}

/**
 * The catalogue of each path (names from the top level down; [] = none, always found). A missing
 * level is created under its parent when `create` (the importer's own, for the access lists), else
 * the path is absent from the answer.
 */
async function cataloguePaths(tx: Db, scope: FaqImportScope, paths: readonly (readonly string[])[], create: boolean): Promise<Map<string, string | null>> {
  const children = catalogueChildren(await listCatalogues(tx, scope.orgId, CATALOG_TYPES.faq));
  const found = new Map<string, string | null>([[pathKey([]), null]]);
  for (const path of paths) {
    if (found.has(pathKey(path))) continue;
    let parentId: string | null = null;
    for (const name of path) {
      let id = children.get(childKey(parentId, name));
      if (!id && create) {
        id = (await insertCatalogue(tx, { orgId: scope.orgId, type: CATALOG_TYPES.faq, parentId, name, creatorId: scope.creatorId })).id;
        children.set(childKey(parentId, name), id);
      }
      parentId = id ?? null;
      if (!id) break;
    }
    if (parentId) found.set(pathKey(path), parentId);
  }
  return found;
}

const identity = (catalogId: string | null, question: string) => `${catalogId ?? ''}\u0000${question}`;

/** The columns an import sets (images and emotion are not in the file: an update keeps them). */
const columnsOf = (faq: ImportedFaq) => ({
  question: faq.question,
  answer: faq.answer,
  keywords: faq.keywords,
  thinking: faq.thinking,
  description: faq.description,
  similar: faq.similar,
  extended: faq.extended,
});

/**
 * Saves the file's FAQs into the bank by the mode. An update replaces the FAQ's answer, keywords,
 * thinking time, description and its similar and extended questions with the file's (the rows are
 * the whole record), and its sort only when the file gives one. New FAQs without a sort go above
 * every other in the file's order (the first row highest).
 */
export async function writeFaqs(tx: Db, scope: FaqImportScope, faqs: readonly ImportedFaq[]): Promise<FaqImportCounts> {
  const catalogues = await cataloguePaths(
    tx,
    scope,
    faqs.map((faq) => faq.categoryPath),
    scope.mode !== 2,
  );
  const existing = new Map<string, FaqRow>();
  for (let start = 0; start < faqs.length; start += 1000) {
    const questions = [...new Set(faqs.slice(start, start + 1000).map((faq) => faq.question))];
    for (const row of await findFaqsByQuestion(tx, scope.orgId, questions)) {
      if (!existing.has(identity(row.catalogId, row.question))) existing.set(identity(row.catalogId, row.question), row);
    }
  }
  const counts: FaqImportCounts = { insertcount: 0, updatecount: 0, skipcount: 0 };
  const inserts: { faq: ImportedFaq; catalogId: string | null }[] = [];
  for (const faq of faqs) {
    const catalogId = catalogues.get(pathKey(faq.categoryPath));
    const current = catalogId === undefined ? undefined : existing.get(identity(catalogId, faq.question));
    if (catalogId === undefined || (current ? scope.mode === 1 : scope.mode === 2)) {
      counts.skipcount += 1;
    } else if (current) {
      counts.updatecount += 1;
      await updateFaq(tx, scope.orgId, current.id, { ...columnsOf(faq), ...(faq.sort === null ? {} : { sort: faq.sort }) }, scope.now);
    } else {
      inserts.push({ faq, catalogId });
    }
  }
  const unsorted = inserts.filter(({ faq }) => faq.sort === null).length;
  let next = (inserts.length > 0 ? await topFaqSort(tx, scope.orgId) : 0) + unsorted - 1;
  const rows: NewFaq[] = inserts.map(({ faq, catalogId }) => ({
    orgId: scope.orgId,
    catalogId,
    creatorId: scope.creatorId,
    ...columnsOf(faq),
    sort: faq.sort ?? Math.min(next--, TASK_SORT.max),
  }));
  for (let start = 0; start < rows.length; start += 500) await insertFaqs(tx, rows.slice(start, start + 500));
  counts.insertcount = rows.length;
  return counts;
}
