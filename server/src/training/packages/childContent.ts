import { CATALOG_TYPES, CHILD_TASK_TYPES, mediaRefsOf, type ChildTaskRequest } from '@peilian/shared';
import { findContentCatalogues, type CataloguedKind } from '../../data/catalogues.js';
import type { ChildTaskRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import { catalogueAccess, contentAccess, type AccessRecord } from '../../library/index.js';
import { findScenarioInOrg } from '../../data/practice/scenarios.js';
import { faqRefIds, faqSettingsOf } from '../faqTasks.js';

/**
 * A package hands its content to every learner in its range, its author included: so a child task
 * places only content its author may open in the back office (docs/training.md "Catalogue access
 * lists", "Record access lists"). Each file, video, paper, scenario, quick Q&A catalogue or question
 * it newly names must be one the caller sees (by its own list, else its catalogue's), else the refusal a direct read would give (`catalogNotFound`, 404).
 * What the task already named stays, so an edit of its title is never refused for what someone
 * else placed.
 */

/** What a child task names, by the catalogue tree it is read against (scenarios: none). */
interface NamedContent {
  kind: CataloguedKind | 'catalogue' | 'scenario';
  type: number;
  ids: string[];
}

const refIds = (refs: readonly unknown[]): string[] =>
  refs.map((ref) => (ref as { refid?: unknown }).refid).filter((id): id is string => typeof id === 'string' && isUuid(id));

/** A child task's type, refs and settings, as a request names them or a row keeps them. */
interface ChildNaming {
  type: number;
  refs: readonly unknown[];
  settings: unknown;
}

function namedContent(child: ChildNaming): NamedContent | null {
  const { refs } = child;
  switch (child.type) {
    case CHILD_TASK_TYPES.file:
    case CHILD_TASK_TYPES.video: {
      const type = child.type === CHILD_TASK_TYPES.video ? CATALOG_TYPES.video : CATALOG_TYPES.file;
      return { kind: 'media', type, ids: mediaRefsOf(child.type, refs).map((ref) => ref.mediaid) };
    }
    case CHILD_TASK_TYPES.exam:
      return { kind: 'paper', type: CATALOG_TYPES.paper, ids: refIds(refs) };
    case CHILD_TASK_TYPES.scenario:
      return { kind: 'scenario', type: 0, ids: refIds(refs) };
    case CHILD_TASK_TYPES.faq:
      return { kind: faqSettingsOf(child).source === 'list' ? 'faq' : 'catalogue', type: CATALOG_TYPES.faq, ids: faqRefIds(refs) };
    default:
      return null;
  }
}

/** Refuses a child task naming content in a catalogue the caller may not see; `existing` is the task before an edit. */
export async function assertChildContentSeen(request: Caller, input: ChildTaskRequest, existing?: ChildTaskRow): Promise<void> {
  const named = namedContent(input);
  if (!named) return;
  const before = existing ? namedContent(existing) : null;
  const kept = new Set(before?.kind === named.kind ? before.ids : []);
  const added = named.ids.filter((id) => isUuid(id) && !kept.has(id));
  if (added.length === 0) return;
  const refusals =
    named.kind === 'catalogue' ? await catalogueRefusals(request, named.type, added) : await recordRefusals(request, named.kind, named.type, added);
  const refusal = refusals.find((found) => found !== null);
  if (refusal) throw appError(refusal);
}

/** A quick Q&A task drawing from catalogues names the catalogues themselves. */
async function catalogueRefusals(request: Caller, type: number, ids: string[]) {
  const access = await catalogueAccess(request, type);
  return ids.map((catalogId) => access.refusal(catalogId, 'access'));
}

/** Files, videos, papers and scenarios follow their own lists, else their catalogues' (docs/training.md "Record access lists"). */
async function recordRefusals(request: Caller, kind: CataloguedKind | 'scenario', type: number, ids: string[]) {
  const { db } = request.deps;
  if (kind === 'scenario') {
    const access = await contentAccess(request, 'scenario', null);
    const found = (await Promise.all(ids.map((id) => findScenarioInOrg(db, request.orgId, id)))).filter((row) => row !== undefined);
    return found.map((row) => access.recordRefusal(row, 'access'));
  }
  const rows: AccessRecord[] = await findContentCatalogues(db, request.orgId, kind, ids);
  if (kind === 'faq') {
    const access = await catalogueAccess(request, type);
    return rows.map((row) => access.refusal(row.catalogId ?? null, 'access'));
  }
  const access = await contentAccess(request, kind, type);
  return rows.map((row) => access.recordRefusal(row, 'access'));
}
