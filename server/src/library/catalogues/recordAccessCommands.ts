import {
  CATALOG_TYPES,
  RECORD_ACCESS_TYPES,
  TASK_LIST_FUNCTIONS,
  type CatalogAccessRequest,
  type CatalogAccessResponse,
  type ErrorKey,
  type PackageTasktype,
  type RecordAccessKind,
  type RecordAccessType,
} from '@peilian/shared';
import { mayUseAnyFunction } from '../../auth/functions.js';
import type { Caller } from '../../auth/caller.js';
import { findCatalogueInOrg } from '../../data/catalogues.js';
import { findMediaListRow } from '../../data/media.js';
import { findPackageInOrg } from '../../data/packages.js';
import { findPaperInOrg } from '../../data/papers.js';
import { findScenarioInOrg } from '../../data/practice/scenarios.js';
import { setRecordAccessList } from '../../data/recordAccess.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { governingLists, listRights } from './access.js';
import { listOf, namedList, readCatalogueAccess, setCatalogueAccess } from './accessCommands.js';
import { assertCatalogueFunction } from './commands.js';
import { contentAccess, type AccessRecord, type ContentAccess } from './recordGuard.js';

/**
 * `GET|PUT api/admin/material/acl/bizdata/{id}?type` (docs/training.md "Record access lists"): a
 * single record's own list. Whoever may edit the record sets it; a list that would leave the caller
 * unable to edit the record is refused (`accessSelfLock`). An FAQ catalogue's record list is its
 * catalogue list.
 */

type Access = CatalogAccessResponse['access'];

/** The record a request names, of the kind `type` picks, with what its access is decided by. */
interface Target {
  kind: RecordAccessKind;
  catalogType: number | null;
  record: AccessRecord;
  name: string;
  notFound: ErrorKey;
}

async function assertFunctions(request: Caller, keys: readonly string[]): Promise<void> {
  if (!(await mayUseAnyFunction(request.deps, request.caller, keys))) throw appError('errors.forbidden');
}

/** The record in the caller's organisation (else its 404), once the caller is known to hold its function (else 403). */
async function targetOf(request: Caller, type: Exclude<RecordAccessType, typeof CATALOG_TYPES.faq>, id: string): Promise<Target> {
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const known = isUuid(id);
  switch (type) {
    case RECORD_ACCESS_TYPES.file:
    case RECORD_ACCESS_TYPES.video: {
      await assertCatalogueFunction(request, type);
      const row = known ? await findMediaListRow(db, orgId, id) : undefined;
      if (!row || row.media.kind !== (type === RECORD_ACCESS_TYPES.file ? 'file' : 'video')) throw appError('errors.library.mediaNotFound');
      return { kind: 'media', catalogType: type, record: row.media, name: row.media.name, notFound: 'errors.library.mediaNotFound' };
    }
    case RECORD_ACCESS_TYPES.paper: {
      await assertCatalogueFunction(request, type);
      const paper = known ? (await findPaperInOrg(db, orgId, id))?.paper : undefined;
      if (!paper) throw appError('errors.exam.paperNotFound');
      return { kind: 'paper', catalogType: type, record: paper, name: paper.title, notFound: 'errors.exam.paperNotFound' };
    }
    case RECORD_ACCESS_TYPES.scenario: {
      await assertFunctions(request, ['voicescene']);
      const scenario = known ? await findScenarioInOrg(db, orgId, id) : undefined;
      if (!scenario) throw appError('errors.practice.scenarioNotFound');
      return { kind: 'scenario', catalogType: null, record: scenario, name: scenario.name, notFound: 'errors.practice.scenarioNotFound' };
    }
    default: {
      const pkg = known ? await findPackageInOrg(db, orgId, id) : undefined;
      if (!pkg) throw appError('errors.tasks.packageNotFound');
      await assertFunctions(request, [TASK_LIST_FUNCTIONS[pkg.tasktype as PackageTasktype]].filter(Boolean));
      return { kind: 'package', catalogType: null, record: pkg, name: pkg.title, notFound: 'errors.tasks.packageNotFound' };
    }
  }
}

async function faqCatalogue(request: Caller, id: string) {
  await assertCatalogueFunction(request, CATALOG_TYPES.faq);
  const catalogue = isUuid(id) ? await findCatalogueInOrg(request.deps.db, request.caller.orgId, id) : undefined;
  if (catalogue?.type !== CATALOG_TYPES.faq) throw appError('errors.library.catalogNotFound');
  return catalogue;
}

/** The list that governs the record: its own, else its catalogue's (`fromid` names the record or the catalogue holding it). */
async function present(request: Caller, access: ContentAccess, target: Target): Promise<Access> {
  const { record } = target;
  const own = access.ownList(record.id);
  const governing = record.catalogId ? governingLists(access.rows).get(record.catalogId) : undefined;
  const holder = own ? { id: record.id, name: target.name } : governing?.holder;
  return {
    inherit: own ? 0 : 1,
    ...(await namedList(request, own ?? governing?.list ?? null)),
    fromid: holder?.id ?? '',
    fromname: holder?.name ?? '',
    editable: access.recordRights(record).edit ? 1 : 0,
  };
}

/** The caller's access to the record's kind, refusing a record the caller may not see (its 404). */
async function seenTarget(request: Caller, target: Target): Promise<ContentAccess> {
  const access = await contentAccess(request, target.kind, target.catalogType);
  if (!access.recordRights(target.record).access) throw appError(target.notFound);
  return access;
}

/** `GET api/admin/material/acl/bizdata/{id}?type`. */
export async function readRecordAccess(request: Caller, type: RecordAccessType, id: string): Promise<Access> {
  if (type === CATALOG_TYPES.faq) return readCatalogueAccess(request, await faqCatalogue(request, id));
  const target = await targetOf(request, type, id);
  return present(request, await seenTarget(request, target), target);
}

/** `PUT api/admin/material/acl/bizdata/{id}?type`: `inherit` 1 removes the record's own list. */
export async function setRecordAccess(request: Caller, type: RecordAccessType, id: string, input: CatalogAccessRequest): Promise<Access> {
  if (type === CATALOG_TYPES.faq) return setCatalogueAccess(request, await faqCatalogue(request, id), input);
  const { deps, log, caller } = request;
  const target = await targetOf(request, type, id);
  const access = await seenTarget(request, target);
  access.assertRecord(target.record, 'edit');
  const list = await listOf(request, input);
  const after = list ? listRights(list, target.record.creatorId === caller.id, access.subject) : access.rights(target.record.catalogId ?? null);
  if (!after.edit) throw appError('errors.library.accessSelfLock');
  await setRecordAccessList(deps.db, caller.orgId, target.kind, target.record.id, list, caller.id);
  log.info({ orgId: caller.orgId, kind: target.kind, recordId: target.record.id, by: caller.id, opentype: list?.opentype ?? 'inherit' }, 'record access set');
  return present(request, await contentAccess(request, target.kind, target.catalogType), target);
}
