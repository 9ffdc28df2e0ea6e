import { CATALOG_TYPES, FILE_REFERENCE_RULES, type AdminFaq, type FaqBody, type FaqListQuery } from '@peilian/shared';
import { findCatalogueInOrg } from '../../data/catalogues.js';
import { deleteFaq, faqInListTask, findFaqInOrg, insertFaqs, listFaqs, topFaqSort, updateFaq, type FaqChanges } from '../../data/faqs.js';
import type { FaqRow } from '../../db/schema/index.js';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { catalogueAccess, catalogueAndBelow, type CatalogueAccess } from '../../library/index.js';
import type { Caller } from '../../auth/caller.js';
import { checkFileReference } from '../../storage/fileReferences.js';
import { presentFaq } from '../presenter.js';
import { recordLoader } from '../../http/records.js';

/**
 * The quick Q&A bank (admin §3 "Question bank (FAQ) question", §7 `api/admin/v3/faq`; docs/faq.md
 * "The bank"): list with search and filters (also the FAQ picker), create, edit, open/close,
 * remove, all inside the caller's organisation. FAQs follow the access lists of their catalogues
 * (docs/training.md "Catalogue access lists").
 */

/** The caller's access to the quick Q&A catalogues (type 13). */
const faqCatalogues = (request: Caller): Promise<CatalogueAccess> => catalogueAccess(request, CATALOG_TYPES.faq);

/**
 * The catalogue a request names: '' = none; else a quick Q&A catalogue (type 13) of the
 * organisation the caller sees, else a 400 on `catalogid` (one it cannot see is answered alike).
 */
async function faqCatalogue(request: Caller, access: CatalogueAccess, id: string): Promise<string | null> {
  if (!id) return null;
  const found = isUuid(id) ? await findCatalogueInOrg(request.deps.db, request.caller.orgId, id) : undefined;
  if (!found || found.type !== CATALOG_TYPES.faq || !access.rights(found.id).access) throw invalidInput('errors.library.catalogNotFound', {}, 'catalogid');
  return found.id;
}

/** `GET api/admin/v3/faq`: a page of the bank; a catalogue includes the ones below it; hidden catalogues' FAQs are left out. */
export async function faqList(request: Caller, query: FaqListQuery): Promise<{ rows: AdminFaq[]; total: number }> {
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const access = await faqCatalogues(request);
  let catalogIds: string[] | undefined;
  if (query.catalogid) catalogIds = isUuid(query.catalogid) ? catalogueAndBelow(access.rows, query.catalogid) : [];
  const found = await listFaqs(
    db,
    { orgId, text: query.text, catalogIds, hiddenCatalogIds: access.hidden, disabled: query.disabled, excludeIds: query.excludeid.filter(isUuid) },
    query.page,
    query.rows,
  );
  return { rows: found.rows.map(presentFaq), total: found.total };
}

/**
 * An FAQ of the caller's organisation, else `errors.faq.notFound`; its routes load it for `:id`.
 * An FAQ in a catalogue the caller cannot see is not found either.
 */
export const faqRecord = recordLoader('errors.faq.notFound', async (db, orgId, id, caller) => {
  const faq = (await findFaqInOrg(db, orgId, id))?.faq;
  return faq && (await faqCatalogues(caller)).rights(faq.catalogId).access ? faq : undefined;
});

/** One FAQ for the back office. */
export async function presentedFaq(request: Caller, id: string): Promise<AdminFaq> {
  const found = await findFaqInOrg(request.deps.db, request.caller.orgId, id);
  if (!found) throw appError('errors.faq.notFound');
  return presentFaq(found);
}

/**
 * The images as stored: each must be an upload of the organisation's `faqimage` folder that is
 * still stored — or one the FAQ already holds (its file may be gone; that must not block saving).
 */
async function checkedImages(request: Caller, images: FaqBody['images'], current: FaqRow | undefined): Promise<FaqRow['images']> {
  const held = new Set((current?.images ?? []).map((image) => image.path));
  for (const [index, image] of images.entries()) {
    const kept = held.has(image.path) ? image.path : undefined;
    await checkFileReference(request.deps.storage, request.caller.orgId, image.path, FILE_REFERENCE_RULES.faqImage, `images.${index}.path`, { kept });
  }
  return images.map((image) => ({ path: image.path, description: image.description }));
}

/**
 * The stored columns of a checked body; an absent sort puts the FAQ above every other. A new FAQ
 * needs `add` in its catalogue; a changed one `edit` in its own, and `add` in another it moves to.
 */
async function columns(request: Caller, input: FaqBody, current?: FaqRow): Promise<Required<Omit<FaqChanges, 'disabled'>>> {
  const access = await faqCatalogues(request);
  if (current) access.assert(current.catalogId, 'edit');
  const catalogId = await faqCatalogue(request, access, input.catalogid);
  if (!current || catalogId !== current.catalogId) access.assert(catalogId, 'add');
  const images = await checkedImages(request, input.images, current);
  return {
    catalogId,
    question: input.question,
    answer: input.answer,
    sort: input.sort ?? (await topFaqSort(request.deps.db, request.caller.orgId, current?.id)),
    emotion: input.emotion,
    keywords: input.keywords,
    similar: input.similar.map((pair) => ({ question: pair.question, answer: pair.answer })),
    extended: input.extended.map((pair) => ({ question: pair.question, answer: pair.answer })),
    images,
    thinking: input.thinking,
    description: input.description,
  };
}

/** `POST api/admin/v3/faq`: a checked FAQ (shared `faqBodySchema`), open. */
export async function createFaq(request: Caller, input: FaqBody): Promise<AdminFaq> {
  const [row] = await insertFaqs(request.deps.db, [{ orgId: request.caller.orgId, creatorId: request.caller.id, ...(await columns(request, input)) }]);
  return presentedFaq(request, row!.id);
}

/** `PUT api/admin/v3/faq/{id}`: drills keep their own copies of the questions they drew, so an edit never changes one. */
export async function editFaq(request: Caller, faq: FaqRow, input: FaqBody): Promise<AdminFaq> {
  await updateFaq(request.deps.db, request.caller.orgId, faq.id, await columns(request, input, faq), request.deps.clock.now());
  return presentedFaq(request, faq.id);
}

/**
 * `POST api/admin/v3/faq/{id}/disable`: a closed FAQ is never drawn into a new drill. Closing can be
 * undone and keeps the FAQ, so it is `edit` in its catalogue, not a deletion.
 */
export async function setFaqDisabled(request: Caller, faq: FaqRow, disabled: 0 | 1): Promise<AdminFaq> {
  (await faqCatalogues(request)).assert(faq.catalogId, 'edit');
  await updateFaq(request.deps.db, request.caller.orgId, faq.id, { disabled }, request.deps.clock.now());
  return presentedFaq(request, faq.id);
}

/**
 * `DELETE api/admin/v3/faq/{id}`: refused while a quick Q&A task that draws from a list of
 * questions names it (close it instead); a task drawing from catalogues names no FAQ. `deleted` in its catalogue.
 */
export async function removeFaq(request: Caller, faq: FaqRow): Promise<void> {
  (await faqCatalogues(request)).assert(faq.catalogId, 'deleted');
  const { db } = request.deps;
  await db.transaction(async (tx) => {
    if (await faqInListTask(tx, request.caller.orgId, faq.id)) throw appError('errors.faq.inUse');
    await deleteFaq(tx, request.caller.orgId, faq.id);
  });
}
