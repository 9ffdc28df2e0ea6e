import type { UserExportQuery } from '@peilian/shared';
import { listDepartments } from '../../data/departments.js';
import { listPositions } from '../../data/positions.js';
import type { Caller } from '../../auth/caller.js';
import { writeWorkbook } from '../../lib/excel.js';
import { validDateOf } from '../dates.js';
import { listUsers } from '../users/commands.js';
import { pathIndex } from './paths.js';
import { sexCell, USER_COLUMNS, userTemplateHeader, type UserColumn } from './template.js';

/** The most users one export writes: an organisation's whole list. */
const EXPORT_ROWS_MAX = 50_000;

/**
 * `GET user/export`: the users the list's filters match, as an .xlsx in the import template's
 * columns (no password), so an edited export imports back as an update (mode 2). The file is named
 * like the other exports, by the list's title in the caller's language.
 */
export async function exportUsers(request: Caller, query: UserExportQuery): Promise<{ filename: string; bytes: Buffer }> {
  const { deps, caller, t } = request;
  const { rows } = await listUsers(request, { ...query, page: 1, rows: EXPORT_ROWS_MAX });
  const departments = pathIndex(await listDepartments(deps.db, caller.orgId));
  const positions = pathIndex(await listPositions(deps.db, caller.orgId));
  const body = rows.map(({ user, role, position }) => {
    const cells: Record<UserColumn, string> = {
      name: user.name,
      workno: user.workNo,
      sex: sexCell(user.sex),
      departmentname: user.departmentId ? departments.pathOf(user.departmentId) : '',
      account: user.account,
      password: '',
      mobile: user.mobile,
      rolename: role?.name ?? '',
      mail: user.email,
      validateDate: validDateOf(user.validUntil),
      position: position ? positions.pathOf(position.id) : '',
      memo: user.memo,
    };
    return USER_COLUMNS.map((column) => cells[column]);
  });
  const title = t('people.users.title');
  // The template's columns without its marker cell: a list people read, which imports back by its headers.
  const header = userTemplateHeader(t).slice(0, USER_COLUMNS.length);
  return { filename: `${title}.xlsx`, bytes: await writeWorkbook(title, [header, ...body]) };
}
