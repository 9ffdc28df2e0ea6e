import type { ErrorKey, ImportQuery, ImportResponse } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { actingOnUsers } from '../../auth/actOnUser.js';
import { findAdminUsers } from '../../data/adminUsers.js';
import { listDepartments } from '../../data/departments.js';
import { findUsersByAccounts } from '../../data/users.js';
import type { UserRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { UploadedFile } from '../../http/validate.js';
import type { Caller } from '../../auth/caller.js';
import { importWizard } from '../../http/importWizard.js';
import { applyDisabled } from '../users/batch.js';
import { applyDeletion, deletionRefusal } from '../users/remove.js';
import { checkBatchUserRows, readBatchUserSheet, type BatchSheetRow, type BatchTarget, type BatchUserChange, type BatchUserContext } from './batchRows.js';
import { BATCH_USER_TEMPLATE, batchUserColumnForHeader, batchUserColumnLabel, batchUserTemplateHeader, type BatchAction } from './batchTemplate.js';
import { openOperation } from '../../db/operationScope.js';
import { asRecycling } from '../../http/operations.js';

/**
 * The batch-user import (admin §5 "Batch user"; docs/people.md "Batch-user import"): each row names
 * a user by account, name and department and enables, disables or deletes them. Through the wizard
 * of the user import, and like it partial: the import applies the rows that passed and answers the
 * failed ones (`errrows`, `erraccounts` and their file).
 */

const BATCH_WIZARD = importWizard({
  name: 'batchusers',
  template: BATCH_USER_TEMPLATE,
  header: batchUserTemplateHeader,
  columnForHeader: batchUserColumnForHeader,
  columnLabel: batchUserColumnLabel,
  errorsPath: ADMIN_ENDPOINTS.users.batchImportErrors.path,
});

export const batchUserTemplateFile = (request: Caller) => BATCH_WIZARD.templateFile(request);
export const batchUserErrorFile = (request: Caller, id: string) => BATCH_WIZARD.errorFile(request, id);

/** Each department's names from the top down. */
async function departmentPaths({ deps, caller }: Caller): Promise<(id: string | null) => string[]> {
  const departments = await listDepartments(deps.db, caller.orgId);
  const byId = new Map(departments.map((department) => [department.id, department]));
  return (id) => {
    const path: string[] = [];
    for (let at = id ? byId.get(id) : undefined; at && path.length <= departments.length; at = at.parentId ? byId.get(at.parentId) : undefined) {
      path.unshift(at.name);
    }
    return path;
  };
}

/** The users the rows name that the caller sees (of its organisation, not deleted, within its data permission), and the rules per action. */
async function batchContext(request: Caller, rows: readonly BatchSheetRow[]): Promise<BatchUserContext> {
  const { deps, caller, viewer } = request;
  const accounts = [...new Set(rows.map(({ read }) => read('account')).filter(Boolean))];
  const holders = (await findUsersByAccounts(deps.db, accounts)).filter((user) => user.orgId === caller.orgId);
  const seen = await findAdminUsers(
    deps.db,
    viewer,
    holders.map((user) => user.id),
  );
  const pathOf = await departmentPaths(request);
  const users = new Map<string, BatchTarget>(seen.map(({ user }) => [user.account, { user, departmentPath: pathOf(user.departmentId) }]));
  const mayActOn = await actingOnUsers(request);
  const refusal = (action: BatchAction, user: UserRow): ErrorKey | null => {
    if (action === 'delete') return deletionRefusal(caller, mayActOn, user);
    if (!mayActOn(user)) return 'errors.protectedUser';
    if (action === 'disable' && user.id === caller.id) return 'errors.cannotDisableSelf';
    if (action === 'disable' && user.orgowner === 1) return 'errors.cannotDisableOwner';
    return null;
  };
  return { users, refusal };
}

/** Applies the rows that passed: the enabled, then the disabled (signed out), then the deleted. */
async function applyChanges(request: Caller, changes: readonly BatchUserChange[]): Promise<Record<BatchAction, number>> {
  const ids = (action: BatchAction) => changes.filter((change) => change.action === action).map((change) => change.user.id);
  const [enable, disable, remove] = [ids('enable'), ids('disable'), ids('delete')];
  await applyDisabled(request, enable, 0);
  await applyDisabled(request, disable, 1);
  // Deleted as the list's delete deletes: into the recycle bin, one entry for the rows of this import.
  const deleted = remove.length > 0 ? await asRecycling(request, 'user', () => applyDeletion(request, remove)) : 0;
  request.log.info({ orgId: request.orgId, by: request.userId, enabled: enable.length, disabled: disable.length, deleted }, 'batch-user import applied');
  return { enable: enable.length, disable: disable.length, delete: deleted };
}

/** `POST user/batchimport?step` with one .xlsx in the field `file`: a preview of every row, or the import of the rows that pass. */
export async function runBatchUserImport(request: Caller, files: readonly UploadedFile[], query: ImportQuery): Promise<Omit<ImportResponse, 'successed'>> {
  const upload = await BATCH_WIZARD.readUpload(files);
  const sheet = readBatchUserSheet(upload);
  BATCH_WIZARD.refuseFile(request, sheet.fileErrors);
  const { results, changes } = checkBatchUserRows(sheet.rows, await batchContext(request, sheet.rows));
  const failed = results.filter((result) => !result.ok);
  const check = { ok: failed.length === 0, rows: results };
  const errorfile = await BATCH_WIZARD.saveFailedRows(request, upload, check);
  const skipcount = results.filter((result) => result.skipped).length;
  let counts = { enable: 0, disable: 0, delete: 0 };
  if (query.step === 'import') {
    if (failed.length === results.length) throw appError('errors.exam.importInvalid');
    counts = await openOperation(request.deps.db, () => applyChanges(request, changes));
  }
  const wizardCounts = { insertcount: 0, updatecount: counts.enable + counts.disable, skipcount: query.step === 'import' ? skipcount : 0 };
  return {
    ...BATCH_WIZARD.response(request, { step: query.step, check, counts: wizardCounts, errorfile }),
    erraccounts: failed.map((result) => result.account),
    enablecount: counts.enable,
    disablecount: counts.disable,
    deletecount: counts.delete,
  };
}
