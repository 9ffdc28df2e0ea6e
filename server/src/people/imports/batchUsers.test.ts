import { randomBytes } from 'node:crypto';
import { importResponseSchema, recycleBinResponseSchema, ROLE_TYPES, userListResponseSchema } from '@peilian/shared';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, users } from '../../db/schema/index.js';
import { findUserByAccount } from '../../data/users.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postImport, readWorkbook } from '../../../test/importClient.js';
import { adminCaller, createRoleAs, roleHolder } from '../../../test/peopleClient.js';

const IMPORT = '/api/admin/organization/user/batchimport';
const HEADER = ['姓名', '部门', '账号', '操作'];
const BIN = '/api/admin/system/recyclebin';

let server: TestServer;
let token: string;
let superadmin: ReturnType<typeof adminCaller>;
let orgId: string;
let salesId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('superadmin');
  superadmin = adminCaller(server.fetch, token);
  orgId = (await demoOrganisation(server.database.db)).id;
  salesId = (await server.database.db.select().from(departments).where(eq(departments.name, '华东销售组')))[0]!.id;
});
afterAll(() => server?.close());

async function workbook(rows: readonly unknown[][], header: readonly string[] = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('批量用户');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function result(query: string, file: Buffer, as = token, language = 'zh-CN') {
  const answer = await postImport(server.fetch, as, `${IMPORT}?${query}`, file, 'batch.xlsx', language);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return importResponseSchema.parse(answer.body);
}
const errorsOf = (answer: Awaited<ReturnType<typeof result>>, row: number) =>
  answer.rows.find((found) => found.row === row)!.errors.map((issue) => issue.message);
const learner = (extra: Parameters<typeof createUser>[1] = {}) =>
  createUser(server.database.db, { orgId, name: `批量${randomBytes(3).toString('hex')}`, departmentId: salesId, ...extra });
const states = async (ids: string[]) => {
  const found = await server.database.db.select().from(users).where(inArray(users.id, ids));
  return ids.map((id) => found.find((row) => row.id === id)!).map((row) => ({ disabled: row.disabled, deleted: row.deletedAt !== null }));
};

describe('batch-user import', () => {
  it('downloads the template in the caller language, with hints and its marker', async () => {
    const zh = await server.fetch(`${IMPORT}/template`, { headers: { token } });
    expect((await readWorkbook(await zh.arrayBuffer()))[0]).toEqual(['姓名', '部门(上级/下级)', '账号', '操作(启用/禁用/删除)', '#batchusers-v1']);
    const en = await server.fetch(`${IMPORT}/template`, { headers: { token, 'Accept-Language': 'en' } });
    expect((await readWorkbook(await en.arrayBuffer()))[0]).toEqual([
      'Name',
      'Department(higher/lower)',
      'Account',
      'Action(enable/disable/delete)',
      '#batchusers-v1',
    ]);
  });

  it('previews every row, then applies the good ones, answers the counts and keeps the failed rows for download', async () => {
    const [enable, disable, remove, other] = [await learner({ disabled: 1 }), await learner(), await learner(), await learner()];
    const owner = (await findUserByAccount(server.database.db, 'owner01'))!;
    const self = (await findUserByAccount(server.database.db, 'superadmin'))!;
    const stranger = await createUser(server.database.db, { orgId: (await createOrganisation(server.database.db)).id });
    const file = await workbook([
      [enable.name, '华东销售组', enable.account, '启用'],
      [disable.name, '销售部/华东销售组', disable.account, 'Disable'],
      [remove.name, '销售部，华东销售组', remove.account, '刪除'],
      ['别人', '华东销售组', other.account, '禁用'],
      [other.name, '客服部', other.account, '禁用'],
      [other.name, '华东销售组', other.account, '冻结'],
      ['查无此人', '', 'no_such_account_x', '删除'],
      [stranger.name, '', stranger.account, '删除'],
      [owner.user.name, owner.departmentName ?? '', owner.user.account, '删除'],
      [self.user.name, self.departmentName ?? '', self.user.account, 'delete'],
      [enable.name, '华东销售组', enable.account, '启用'],
    ]);
    const preview = await result('step=preview', file);
    expect(preview).toMatchObject({ ok: false, total: 11, okcount: 4, errcount: 7, errrows: [5, 6, 7, 8, 9, 10, 11], enablecount: 0, deletecount: 0 });
    expect(preview.erraccounts).toEqual([other.account, other.account, other.account, 'no_such_account_x', stranger.account, 'owner01', 'superadmin']);
    expect(errorsOf(preview, 5)).toEqual([`姓名与该账号的用户（${other.name}）不符`]);
    expect(errorsOf(preview, 6)).toEqual(['部门与该账号的用户（总部/销售部/华东销售组）不符']);
    expect(errorsOf(preview, 7)).toEqual(['操作只能是 启用、禁用 或 删除']);
    expect(errorsOf(preview, 8)).toEqual(['本企业没有账号为“no_such_account_x”的用户']);
    expect(errorsOf(preview, 9)).toEqual([`本企业没有账号为“${stranger.account}”的用户`]);
    expect(errorsOf(preview, 10)).toEqual(['不能删除企业负责人的账号']);
    expect(errorsOf(preview, 11)).toEqual(['不能删除自己的账号']);
    expect(preview.rows.find((row) => row.row === 12)!.warnings.map((issue) => issue.message)).toEqual(['账号在文件第2行已出现，本行已跳过']);
    expect(await states([enable.id, disable.id, remove.id])).toEqual([
      { disabled: 1, deleted: false },
      { disabled: 0, deleted: false },
      { disabled: 0, deleted: false },
    ]);

    const imported = await result('step=import', file);
    expect(imported).toMatchObject({ enablecount: 1, disablecount: 1, deletecount: 1, updatecount: 2, insertcount: 0, skipcount: 1, errcount: 7 });
    expect(await states([enable.id, disable.id, remove.id, other.id])).toEqual([
      { disabled: 0, deleted: false },
      { disabled: 1, deleted: false },
      { disabled: 1, deleted: true },
      { disabled: 0, deleted: false },
    ]);
    const list = userListResponseSchema.parse((await superadmin('GET', `/api/admin/organization/userlist?rows=100&name=${remove.name}`)).body);
    expect(list.rows).toEqual([]);

    const failed = await server.fetch(imported.errorfile, { headers: { token } });
    const failedRows = await readWorkbook(await failed.arrayBuffer());
    expect(failedRows[0]).toEqual(['姓名', '部门(上级/下级)', '账号', '操作(启用/禁用/删除)', '错误原因', '#batchusers-v1']);
    expect(failedRows.slice(1).map((cells) => cells[2])).toEqual(imported.erraccounts);
    expect(failedRows[3]).toEqual([other.name, '华东销售组', other.account, '冻结', '操作只能是 启用、禁用 或 删除']);

    // The deleted user is unknown to the next file.
    const again = await result('step=preview', await workbook([[remove.name, '华东销售组', remove.account, '启用']]));
    expect(errorsOf(again, 2)).toEqual([`本企业没有账号为“${remove.account}”的用户`]);
  });

  it('deletes into the recycle bin, as the list does: one entry for the file, which restores every user it took', async () => {
    const [first, second, kept] = [await learner(), await learner(), await learner()];
    const file = await workbook([
      [first.name, '华东销售组', first.account, '删除'],
      [second.name, '华东销售组', second.account, '删除'],
      [kept.name, '华东销售组', kept.account, '禁用'],
    ]);
    expect((await result('step=preview', file)).rows.map(({ action, account, name }) => ({ action, account, name }))).toEqual([
      { action: 'delete', account: first.account, name: first.name },
      { action: 'delete', account: second.account, name: second.name },
      { action: 'disable', account: kept.account, name: kept.name },
    ]);
    expect(await result('step=import', file)).toMatchObject({ deletecount: 2, disablecount: 1 });
    const bin = recycleBinResponseSchema.parse((await superadmin('GET', `${BIN}?kind=user`)).body);
    // Named by the first user it took, whichever of the two that was.
    const entry = bin.rows.find((row) => row.title === first.name || row.title === second.name);
    expect(entry).toMatchObject({ kind: 'user', count: 2 });

    expect((await superadmin('POST', `${BIN}/${entry!.id}/restore`, {})).status).toBe(200);
    // Back as they were before the file: the deletion's own disabling undone, the other row's kept.
    expect(await states([first.id, second.id, kept.id])).toEqual([
      { disabled: 0, deleted: false },
      { disabled: 0, deleted: false },
      { disabled: 1, deleted: false },
    ]);
    const list = userListResponseSchema.parse((await superadmin('GET', `/api/admin/organization/userlist?rows=100&name=${first.name}`)).body);
    expect(list.rows.map((row) => row.account)).toEqual([first.account]);
  });

  it('reads an English header or the spec names, refuses another template and a file without a good row', async () => {
    const user = await learner();
    const english = await result(
      'step=preview',
      await workbook([[user.name, '华东销售组', user.account, 'enable']], ['Name', 'Department', 'Account', 'Action']),
      token,
      'en',
    );
    expect(english).toMatchObject({ ok: true, okcount: 1 });
    const spec = await result(
      'step=preview',
      await workbook([[user.name, '华东销售组', user.account, '启用']], ['name', 'departmentname', 'account', 'action']),
    );
    expect(spec).toMatchObject({ ok: true, okcount: 1 });
    const wrong = await postImport(server.fetch, token, `${IMPORT}?step=preview`, await workbook([], [...HEADER, '#users-v1']), 'batch.xlsx');
    expect(wrong.body.errmsg).toContain('模板不正确');
    const missing = await postImport(
      server.fetch,
      token,
      `${IMPORT}?step=preview`,
      await workbook([[user.name, user.account, '启用']], ['姓名', '账号', '操作']),
      'batch.xlsx',
    );
    expect(missing.body.errmsg).toContain('缺少必需的列：部门');
    const none = await postImport(
      server.fetch,
      token,
      `${IMPORT}?step=import`,
      await workbook([[user.name, '华东销售组', user.account, '冻结']]),
      'batch.xlsx',
    );
    expect(none.status).toBe(400);
    expect(await states([user.id])).toEqual([{ disabled: 0, deleted: false }]);
  });

  it('refuses, row by row, a user holding more rights than the importer', async () => {
    const owner = adminCaller(server.fetch, await server.login('owner01'));
    const role = await createRoleAs(owner, { name: `批量管${randomBytes(2).toString('hex')}`, type: ROLE_TYPES.administrator, funcs: ['adminuser'] });
    const manager = await roleHolder(server, owner, role);
    const [stronger, plain] = [await learner({ adminuser: 1, funcs: 'home,adminuser,adminrole' }), await learner()];
    const file = await workbook([
      [stronger.name, '华东销售组', stronger.account, '删除'],
      [plain.name, '华东销售组', plain.account, '删除'],
    ]);
    const imported = await result('step=import', file, manager.token);
    expect(errorsOf(imported, 2)).toEqual(['该用户拥有您没有的权限，您不能修改该用户']);
    expect(imported).toMatchObject({ deletecount: 1, errrows: [2] });
    expect(await states([stronger.id, plain.id])).toEqual([
      { disabled: 0, deleted: false },
      { disabled: 1, deleted: true },
    ]);
  });
});
