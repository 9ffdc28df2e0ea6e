import { createTranslator, importResponseSchema, userImportLimitResponseSchema, departmentTreeResponseSchema, userListResponseSchema } from '@peilian/shared';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin } from '../../../test/identityClient.js';
import { postImport, readWorkbook } from '../../../test/importClient.js';
import { HR_FILES } from '../../../test/support/hrFiles.js';
import { adminCaller } from '../../../test/peopleClient.js';

let server: TestServer;
let token: string;
let owner: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

const IMPORT = '/api/admin/organization/user/import';
const HEADER = ['姓名', '工号', '性别', '部门', '账号', '密码', '手机号', '角色', '邮箱', '有效期', '岗位', '备注'];

async function workbook(rows: readonly unknown[][], header: readonly string[] = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (query: string, file: Buffer, as = token) => postImport(server.fetch, as, `${IMPORT}?${query}`, file, 'users.xlsx');
async function result(query: string, file: Buffer, as = token) {
  const answer = await upload(query, file, as);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return importResponseSchema.parse(answer.body);
}
const users = async (name: string) => userListResponseSchema.parse((await owner('GET', `/api/admin/organization/userlist?rows=100&name=${name}`)).body).rows;
const messages = (answer: Awaited<ReturnType<typeof result>>, row: number) => answer.rows.find((found) => found.row === row);

describe('user import', () => {
  it('downloads the template in the caller language, with hints and its marker', async () => {
    const response = await server.fetch(`${IMPORT}/template`, { headers: { token } });
    expect((await readWorkbook(await response.arrayBuffer()))[0]).toEqual([
      '姓名',
      '工号',
      '性别(1男 0女)',
      '部门(上级/下级)',
      '账号',
      '密码(新增时必填)',
      '手机号',
      '角色',
      '邮箱',
      '有效期(yyyy-mm-dd，不填为永久)',
      '岗位',
      '备注',
      '#users-v1',
    ]);
  });

  it('previews every row, then writes the good ones and keeps the failed ones for download', async () => {
    const file = await workbook([
      ['孙一', 'S001', 1, '销售部/华东销售组', 'import_sun1', 'abc123', '13900000001', '学员', 'sun1@example.com', '2030/1/5', '销售代表', '首批'],
      ['孙二', '', '0', '客服部', 'import_sun2', 'abc123', '', '', '', '', '客服主管', ''],
      ['孙三', '', '2', '不存在的部门', 'import_sun3', '12', '', '神秘角色', '', '2030-02-30', '', ''],
      ['孙四', '', '', '客服部', 'import_sun1', 'abc123', '', '', '', '', '', ''],
      ['孙五', '', '', '', 'import_sun5', 'xyz789', '', '', '', '', '', ''],
    ]);
    const preview = await result('step=preview&mode=3', file);
    expect(preview).toMatchObject({ ok: false, total: 5, okcount: 4, errcount: 1, errrows: [4], erraccounts: ['import_sun3'], insertcount: 0 });
    expect(messages(preview, 4)!.errors.map((issue) => issue.message)).toEqual([
      '性别只能填 1（男）或 0（女）',
      '有效期格式应为 yyyy-mm-dd 或 yyyy/mm/dd',
      '部门“不存在的部门”不存在',
      '角色“神秘角色”不存在或您无权分配',
    ]);
    expect(messages(preview, 5)!.warnings.map((issue) => issue.message)).toEqual(['账号在文件第2行已出现，本行已跳过']);
    expect(await users('孙')).toEqual([]);

    const imported = await result('step=import&mode=3', file);
    expect(imported).toMatchObject({ insertcount: 3, updatecount: 0, skipcount: 1, errrows: [4] });
    const sun1 = (await users('import_sun1'))[0]!;
    expect(sun1).toMatchObject({
      name: '孙一',
      sex: 1,
      departmentname: '华东销售组',
      rolename: '学员',
      positionname: '销售代表',
      validdate: '2030-01-05',
      memo: '首批',
    });
    expect((await users('import_sun2'))[0]).toMatchObject({ sex: 2, positionname: '客服主管' });
    // The owner (a top administrator's peer) may leave the department empty.
    expect((await users('import_sun5'))[0]).toMatchObject({ departmentname: '' });

    const failed = await server.fetch(imported.errorfile, { headers: { token } });
    const rows = await readWorkbook(await failed.arrayBuffer());
    expect(rows[1]!.slice(0, 5)).toEqual(['孙三', '', '2', '不存在的部门', 'import_sun3']);
    expect(rows[1]![12]).toContain('部门“不存在的部门”不存在');

    // An imported password is a first password: it is right, and must be changed before anything else.
    const signIn = await postPasswordLogin(server.fetch, { account: 'import_sun2', password: 'abc123' });
    expect(await signIn.json()).toMatchObject({ errcode: 40310, errmsg: '首次登录需要修改密码', changepassword: 1 });
  });

  it('skips existing accounts in mode 1 and missing ones in mode 2, and updates only given cells', async () => {
    const first = await workbook([['周一', '', '', '客服部', 'import_zhou1', 'abc123', '', '', '', '', '', '']]);
    expect((await result('step=preview&mode=1', first)).rows).toEqual([
      { row: 2, ok: true, errors: [], warnings: [], action: 'insert', account: 'import_zhou1', name: '周一' },
    ]);
    const create = await result('step=import&mode=1', first);
    expect(create.insertcount).toBe(1);
    // The preview says the existing account will be skipped, as the import then does.
    const existing = await workbook([['周一改', '', '', '客服部', 'import_zhou1', 'abc123', '', '', '', '', '', '']]);
    expect((await result('step=preview&mode=1', existing)).rows[0]).toMatchObject({ ok: true, action: 'skip', account: 'import_zhou1', name: '周一改' });
    expect((await result('step=preview&mode=3', existing)).rows[0]).toMatchObject({ ok: true, action: 'update' });
    const again = await result('step=import&mode=1', existing);
    expect(again).toMatchObject({ insertcount: 0, skipcount: 1 });
    expect(again.rows[0]!.warnings.map((issue) => issue.message)).toEqual(['账号已存在，已跳过']);
    const update = await result(
      'step=import&mode=2',
      await workbook([
        ['周一改', 'Z9', '', '', 'import_zhou1', '', '', '', '', '', '', ''],
        ['周二', '', '', '客服部', 'import_zhou2', 'abc123', '', '', '', '', '', ''],
      ]),
    );
    expect(update).toMatchObject({ insertcount: 0, updatecount: 1, skipcount: 1 });
    expect((await users('import_zhou1'))[0]).toMatchObject({ name: '周一改', workno: 'Z9', departmentname: '客服部' });
    expect(await users('import_zhou2')).toEqual([]);
  });

  it('refuses a file without the required columns, and one with nothing to import', async () => {
    const noAccount = await upload('step=preview', await workbook([['孙七']], ['姓名', '密码']));
    expect(noAccount).toMatchObject({ status: 400, body: { errmsg: '输入有误：缺少必需的列：账号' } });
    const allBad = await upload('step=import&mode=3', await workbook([['', '', '', '', 'x', '', '', '', '', '', '', '']]));
    expect(allBad.status).toBe(400);
  });

  it('names every missing column at once', async () => {
    const bare = await upload('step=preview', await workbook([['孙七']], ['姓名', '部门']));
    expect(bare).toMatchObject({ status: 400, body: { errmsg: '输入有误：缺少必需的列：账号、密码' } });
    const english = await postImport(server.fetch, token, `${IMPORT}?step=preview`, await workbook([['Sun']], ['Name']), 'users.xlsx', 'en');
    expect(english.body.errmsg).toContain('Required columns missing: Account, Password');
  });

  it('reads an HR system’s own files: a LibreOffice .xls with an empty first sheet, a merged title and a two-row header', async () => {
    const roster = await readFile(HR_FILES.roster);
    const preview = await result('step=preview', roster);
    expect(preview).toMatchObject({ ok: true, total: 2, okcount: 2 });
    expect(preview.rows.map(({ row, action, account, name }) => ({ row, action, account, name }))).toEqual([
      { row: 4, action: 'insert', account: 'hr_xls_hanmeimei', name: '韩梅梅' },
      { row: 5, action: 'insert', account: 'hr_xls_lilei', name: '李雷' },
    ]);
    expect(await result('step=import&mode=1', roster)).toMatchObject({ insertcount: 2 });
    expect((await users('韩梅梅')).map((user) => [user.account, user.workno, user.departmentname])).toEqual([['hr_xls_hanmeimei', 'HR2611', '华东销售组']]);
  });

  it('says which cell holds a formula whose result the file did not keep, and imports one that kept it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('用户');
    sheet.addRow(['姓', '名', '姓名', '账号', '密码']);
    sheet.addRow(['周', '公式', { formula: 'A2&B2' }, 'formula_no_result', 'Peilian@2026']);
    const uncomputed = await upload('step=preview', Buffer.from(await book.xlsx.writeBuffer()));
    expect(uncomputed).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('单元格C2是公式') } });
    sheet.getCell('C2').value = { formula: 'A2&B2', result: '周公式' };
    expect((await result('step=preview', Buffer.from(await book.xlsx.writeBuffer()))).rows[0]).toMatchObject({ ok: true, name: '周公式' });
  });

  it('keeps a limited importer to its department and assignable roles, and another organisation account out', async () => {
    const db = server.database.db;
    const foreign = await createUser(db, { orgId: (await createOrganisation(db)).id, account: 'import_foreign' });
    const sales = (await users('admin01'))[0]!;
    const hr = await createUser(db, { funcs: 'adminuser', departmentId: sales.departmentid, account: 'import_hr01' });
    const hrToken = await server.login(hr.account);
    const limit = userImportLimitResponseSchema.parse((await adminCaller(server.fetch, hrToken)('GET', '/api/admin/organization/user/limitimport')).body);
    expect(limit).toMatchObject({ limited: 1, departments: ['总部/销售部', '总部/销售部/华东销售组', '总部/销售部/华南销售组'] });
    expect(limit.roles).not.toContain('超级管理员');
    // The spec's enable/department: the same departments as a tree, 销售部 at its top.
    const enabled = departmentTreeResponseSchema.parse((await adminCaller(server.fetch, hrToken)('GET', '/api/admin/organization/enable/department')).body);
    expect(enabled.data.map((node) => [node.name, node.children.map((child) => child.name).sort()])).toEqual([['销售部', ['华东销售组', '华南销售组']]]);
    const preview = await result(
      'step=preview&mode=3',
      await workbook([
        ['钱一', '', '', '客服部', 'import_qian1', 'abc123', '', '', '', '', '', ''],
        ['钱二', '', '', '', 'import_qian2', 'abc123', '', '超级管理员', '', '', '', ''],
        ['钱三', '', '', '华南销售组', foreign.account, 'abc123', '', '', '', '', '', ''],
        // admin01 holds functions the importer does not: not changed by this importer.
        ['李强改', '', '', '销售部', 'admin01', '', '', '', '', '', '', ''],
      ]),
      hrToken,
    );
    expect(preview.rows.map((row) => row.errors.map((issue) => issue.message))).toEqual([
      ['您无权向部门“客服部”导入用户'],
      ['请填写部门', '角色“超级管理员”不存在或您无权分配'],
      ['账号已被其他企业使用'],
      ['该用户拥有您没有的权限，不能修改'],
    ]);
    const refused = await upload('step=import&mode=3', await workbook([['李强改', '', '', '销售部', 'admin01', '', '', '', '', '', '', '']]), hrToken);
    expect(refused.status).toBe(400);
    expect((await users('admin01'))[0]!.name).toBe('李强');
    const unlimited = userImportLimitResponseSchema.parse((await owner('GET', '/api/admin/organization/user/limitimport')).body);
    expect(unlimited).toMatchObject({ limited: 0, departments: [] });
    const whole = departmentTreeResponseSchema.parse((await owner('GET', '/api/admin/organization/enable/department')).body);
    expect(whole.data.map((node) => node.name)).toEqual(['总部']);
  });

  it('exports the filtered list in the template columns, which imports back', async () => {
    const response = await server.fetch('/api/admin/organization/user/export?name=import_sun1', { headers: { token } });
    const rows = await readWorkbook(await response.arrayBuffer());
    expect(rows).toHaveLength(2);
    // The template's columns, without the marker cell a person would see as a stray header.
    expect(rows[0]).toHaveLength(12);
    expect(rows[0]).not.toContain('#users-v1');
    expect(rows[1]).toEqual([
      '孙一',
      'S001',
      '1',
      '总部/销售部/华东销售组',
      'import_sun1',
      '',
      '13900000001',
      '学员',
      'sun1@example.com',
      '2030-01-05',
      '销售经理/销售代表',
      '首批',
    ]);
    const back = await result('step=preview&mode=2', await workbook(rows.slice(1), rows[0]));
    expect(back).toMatchObject({ ok: true, okcount: 1 });
  });

  it("names the export file like the other exports, in the caller's language", async () => {
    const named = async (language: string) =>
      (await server.fetch('/api/admin/organization/user/export?name=import_sun1', { headers: { token, 'Accept-Language': language } })).headers.get(
        'content-disposition',
      );
    expect(await named('en')).toContain(`filename*=UTF-8''${encodeURIComponent(`${createTranslator('en')('people.users.title')}.xlsx`)}`);
    expect(await named('zh-TW')).toContain(`filename*=UTF-8''${encodeURIComponent(`${createTranslator('zh-TW')('people.users.title')}.xlsx`)}`);
  });
});
