import { isPrivilegedUser, type ImportQuery, type ImportResponse, type UserImportLimit } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { actingOnUsers } from '../../auth/actOnUser.js';
import { permissionUser } from '../../auth/functions.js';
import { listDepartments } from '../../data/departments.js';
import { findOrganisationById } from '../../data/organisations.js';
import { findAdminUsers } from '../../data/adminUsers.js';
import { listPositions } from '../../data/positions.js';
import type { UserRow } from '../../db/schema/index.js';
import { findUsersByAccounts } from '../../data/users.js';
import { appError } from '../../errors/index.js';
import type { UploadedFile } from '../../http/validate.js';
import { identitySettings } from '../../organisation/index.js';
import type { Caller } from '../../auth/caller.js';
import { importWizard } from '../../http/importWizard.js';
import { assignableRoles } from '../users/commands.js';
import { seenPlaces } from '../users/placement.js';
import { descendantIds } from '../tree.js';
import { pathIndex } from './paths.js';
import { checkUserRows, readUserSheet, type ImportedUser, type SheetRow, type UserImportContext } from './rows.js';
import { userColumnForHeader, userColumnLabel, userTemplateHeader, USER_IMPORT_TEMPLATE } from './template.js';
import { hashImportPasswords, IMPORT_CHUNK_ROWS, writeUserChunk } from './writes.js';
import { openOperation } from '../../db/operationScope.js';
import { assertSeats } from '../../usage/capacity.js';

/**
 * The user import (admin §4 import wizard, §5 "Imports: Users", §7 `user/import`,
 * `user/limitimport`; docs/people.md "Import"): the wizard of the other imports, except that the
 * import writes the rows that passed and answers the failed ones (`errrows`, `erraccounts` and
 * their file), so 3,000 employees are not held back by one wrong row.
 */

const USER_WIZARD = importWizard({
  name: 'users',
  template: USER_IMPORT_TEMPLATE,
  header: userTemplateHeader,
  columnForHeader: userColumnForHeader,
  columnLabel: userColumnLabel,
  errorsPath: ADMIN_ENDPOINTS.users.importErrors.path,
});

export const userTemplateFile = (request: Caller) => USER_WIZARD.templateFile(request);
export const userErrorFile = (request: Caller, id: string) => USER_WIZARD.errorFile(request, id);

/**
 * A top administrator or the owner imports anywhere; anyone else into their own department and
 * those below it (any, without one). Data permission narrowing the importer (data/dataScope.ts)
 * also asks for a position below theirs, and a department even to one without a department.
 */
async function importReach(request: Caller) {
  const { deps, caller } = request;
  const departments = await listDepartments(deps.db, caller.orgId);
  const unlimited = isPrivilegedUser(permissionUser(caller));
  const seen = await seenPlaces(request);
  const ownDepartment = caller.departmentId ? new Set(descendantIds(departments, caller.departmentId)) : null;
  const allowed = unlimited ? null : (seen?.departments ?? ownDepartment);
  return { departments, unlimited, allowed, positions: seen?.positions ?? null, roles: await assignableRoles(request) };
}

/** `GET user/limitimport`: where an import by the caller may place users. */
export async function userImportLimit(request: Caller): Promise<Omit<UserImportLimit, 'successed'>> {
  const { departments, allowed, roles } = await importReach(request);
  const paths = pathIndex(departments);
  return {
    limited: allowed ? 1 : 0,
    departments: allowed ? [...allowed].map(paths.pathOf) : [],
    roles: roles.map((role) => role.name),
  };
}

/** Whether the import may change an existing user: one the caller may act on (shared `mayActOnUser`) and sees (data permission). */
async function mayUpdate(request: Caller, existing: readonly UserRow[]): Promise<(user: UserRow) => boolean> {
  const mayActOn = await actingOnUsers(request);
  if (!request.viewer.narrowed) return mayActOn;
  const seen = new Set(
    (
      await findAdminUsers(
        request.deps.db,
        request.viewer,
        existing.map((user) => user.id),
      )
    ).map((record) => record.user.id),
  );
  return (user) => mayActOn(user) && seen.has(user.id);
}

async function importContext(request: Caller, mode: ImportQuery['mode'], rows: readonly SheetRow[]): Promise<UserImportContext> {
  const { deps, caller } = request;
  const reach = await importReach(request);
  const org = await findOrganisationById(deps.db, caller.orgId);
  const accounts = [...new Set(rows.map(({ read }) => read('account')).filter(Boolean))];
  const existing = await findUsersByAccounts(deps.db, accounts);
  return {
    mode,
    departmentOptional: reach.unlimited,
    strongPassword: identitySettings(org?.settings).strongPassword,
    departments: pathIndex(reach.departments),
    allowedDepartments: reach.allowed,
    allowedPositions: reach.positions,
    positions: pathIndex(await listPositions(deps.db, caller.orgId)),
    roles: new Map(reach.roles.map((role) => [role.name, role])),
    existing: new Map(existing.map((user) => [user.account, user])),
    orgId: caller.orgId,
    mayActOn: await mayUpdate(request, existing),
  };
}

/**
 * Writes the rows that passed as the import's operation, all or none: in its transaction, a chunk
 * of rows per statement, its passwords hashed before it opens; answers the counts.
 */
async function writeUsers(request: Caller, users: readonly ImportedUser[]): Promise<{ inserted: number; updated: number }> {
  const { deps, log, caller } = request;
  // The whole import is refused when its new people do not fit the seats (docs/billing.md "Capacity").
  await assertSeats(request, users.filter((user) => user.action === 'create').length);
  const scope = { orgId: caller.orgId, now: deps.clock.now(), hashes: await hashImportPasswords(users) };
  let inserted = 0;
  const updated: string[] = [];
  await openOperation(deps.db, async (tx) => {
    for (let start = 0; start < users.length; start += IMPORT_CHUNK_ROWS) {
      const written = await writeUserChunk(tx, users.slice(start, start + IMPORT_CHUNK_ROWS), scope);
      inserted += written.inserted;
      updated.push(...written.updated);
    }
  });
  // Sessions carry the user row (name, department, role grants).
  deps.sessionCache.dropUsers(caller.orgId, updated);
  log.info({ orgId: caller.orgId, by: caller.id, inserted, updated: updated.length }, 'users imported');
  return { inserted, updated: updated.length };
}

/** `POST user/import?step&mode` with one .xlsx in the field `file`. */
export async function runUserImport(request: Caller, files: readonly UploadedFile[], query: ImportQuery): Promise<Omit<ImportResponse, 'successed'>> {
  const upload = await USER_WIZARD.readUpload(files);
  const sheet = readUserSheet(upload);
  USER_WIZARD.refuseFile(request, sheet.fileErrors);
  const { results, users } = checkUserRows(sheet.rows, await importContext(request, query.mode, sheet.rows));
  const failed = results.filter((result) => !result.ok);
  const check = { ok: failed.length === 0, rows: results };
  const errorfile = await USER_WIZARD.saveFailedRows(request, upload, check);
  let counts = { insertcount: 0, updatecount: 0, skipcount: 0 };
  if (query.step === 'import') {
    if (failed.length === results.length) throw appError('errors.exam.importInvalid');
    const { inserted, updated } = await writeUsers(request, users);
    counts = { insertcount: inserted, updatecount: updated, skipcount: results.filter((result) => result.skipped).length };
  }
  return { ...USER_WIZARD.response(request, { step: query.step, check, counts, errorfile }), erraccounts: failed.map((result) => result.account) };
}
