import { CATALOG_TYPES, faqListResponseSchema, importResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisation } from '../../../test/factories.js';
import { faqRow, faqWorkbook } from '../../../test/faqClient.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postImport, questionRow, readWorkbook, templateWorkbook } from '../../../test/importClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { listCatalogues } from '../../data/catalogues.js';

let server: TestServer;
let token: string;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

const IMPORT = '/api/admin/v3/faq/import';
const upload = async (query: string, file: Buffer, language = 'zh-CN') => postImport(server.fetch, token, `${IMPORT}?${query}`, file, 'faq.xlsx', language);
const result = async (query: string, file: Buffer) => {
  const answer = await upload(query, file);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return importResponseSchema.parse(answer.body);
};
const bank = async (text: string) => faqListResponseSchema.parse((await owner('GET', `/api/admin/v3/faq?rows=100&text=${encodeURIComponent(text)}`)).body);
const faqCatalogues = async () => listCatalogues(server.database.db, (await demoOrganisation(server.database.db)).id, CATALOG_TYPES.faq);

/** Two FAQs: one with a similar and an extended question, in a two-level catalogue. */
const GOOD = [
  faqRow({
    category: '导入/金融',
    question: '导入：首付最低多少？',
    answer: '首付最低20%。',
    keywords: '20%|两成,首付',
    sort: 50,
    thinking: '是',
    description: '金融',
  }),
  faqRow({ category: '', kind: '相似问题', question: '导入：首付要付几成？' }),
  faqRow({ category: '', kind: '延伸问题', question: '导入：贷款几天能批？', answer: '一般当天出结果。' }),
  faqRow({ category: '导入', question: '导入：送几次保养？', answer: '送两次免费保养。' }),
];

describe('FAQ import', () => {
  it('downloads the template with hints and its version marker, in the caller language', async () => {
    const zh = await server.fetch(`${IMPORT}/template`, { headers: { token } });
    expect(zh.headers.get('content-type')).toContain('spreadsheetml');
    expect((await readWorkbook(await zh.arrayBuffer()))[0]).toEqual([
      '分类(多级分类用/分隔)',
      '类型(主问题/相似问题/延伸问题)',
      '问题',
      '答案',
      '关键词(,表示并且 |表示或者)',
      '排序',
      '允许思考(是/否)',
      '描述',
      '#faq-v1',
    ]);
    const en = await server.fetch(`${IMPORT}/template`, { headers: { token, 'Accept-Language': 'en' } });
    expect((await readWorkbook(await en.arrayBuffer()))[0]?.slice(1, 3)).toEqual(['Kind(main/similar/extended)', 'Question']);
  });

  it('previews every row, keeps the failed rows as a file, refuses to import until fixed, then imports; again in mode 3 it adds nothing', async () => {
    const bad = [
      faqRow({ kind: '相似问题', question: '导入：孤立的相似问题' }),
      ...GOOD,
      faqRow({ category: '导入', question: '导入：没有答案的主问题' }),
      faqRow({ kind: '其他', question: '导入：类型不对', answer: '答' }),
      faqRow({ question: '导入：思考不对', answer: '答', thinking: '也许', sort: 100000 }),
    ];
    const file = await faqWorkbook(bad);
    const preview = await result('step=preview&mode=3', file);
    expect(preview).toMatchObject({ ok: false, total: 8, okcount: 4, errcount: 4, errrows: [2, 7, 8, 9], insertcount: 0 });
    expect(preview.rows[0]?.errors).toEqual([{ column: '类型', message: '相似问题和延伸问题须写在所属主问题的下方' }]);
    expect(preview.rows[5]?.errors).toEqual([{ column: '答案', message: '答案不能为空' }]);
    expect(preview.rows[6]?.errors[0]?.message).toBe('无法识别的类型“其他”，请填写主问题、相似问题或延伸问题');
    expect(preview.rows[7]?.errors.map((issue) => issue.message)).toEqual(['排序须为0到99999之间的整数', '允许思考只能填是或否']);

    const download = await server.fetch(preview.errorfile, { headers: { token } });
    const failedRows = await readWorkbook(await download.arrayBuffer());
    expect(failedRows[0]?.slice(-2)).toEqual(['错误原因', '#faq-v1']);
    expect(failedRows[2]?.slice(0, 3)).toEqual(['导入', '主问题', '导入：没有答案的主问题']);
    expect(failedRows[2]?.at(-1)).toBe('答案不能为空');
    expect(failedRows[4]?.at(-1)).toBe('排序须为0到99999之间的整数；允许思考只能填是或否');

    expect(await upload('step=import&mode=3', file)).toMatchObject({ status: 400, body: { errmsg: '导入数据有错误，请修正后再导入' } });
    expect((await bank('导入：')).total).toBe(0);

    const first = await result('step=import&mode=3', await faqWorkbook(GOOD));
    expect(first).toMatchObject({ ok: true, total: 4, insertcount: 2, updatecount: 0, skipcount: 0, errorfile: '' });
    const imported = (await bank('导入：')).rows;
    expect(imported.map((row) => row.question)).toEqual(['导入：首付最低多少？', '导入：送几次保养？']);
    expect(imported[0]).toMatchObject({
      catalogname: '金融',
      answer: '首付最低20%。',
      keywords: '20%|两成,首付',
      sort: 50,
      thinking: 1,
      description: '金融',
      similar: [{ question: '导入：首付要付几成？', answer: '' }],
      extended: [{ question: '导入：贷款几天能批？', answer: '一般当天出结果。' }],
    });
    expect(imported[1]).toMatchObject({ catalogname: '导入', thinking: 0, similar: [], extended: [] });
    const parent = (await faqCatalogues()).find((row) => row.name === '导入' && row.parentId === null);
    expect((await faqCatalogues()).find((row) => row.name === '金融')?.parentId).toBe(parent?.id);

    const again = await result('step=import&mode=3', await faqWorkbook(GOOD));
    expect(again).toMatchObject({ insertcount: 0, updatecount: 2 });
    expect((await bank('导入：')).rows).toEqual(imported);
    expect(await result('step=import&mode=1', await faqWorkbook(GOOD))).toMatchObject({ insertcount: 0, skipcount: 2 });
  });

  it('updates only what exists in mode 2, creating neither FAQs nor catalogues', async () => {
    await result('step=import&mode=3', await faqWorkbook([faqRow({ category: '模式二', question: '模式二：已有的问题', answer: '旧答案' })]));
    const file = await faqWorkbook([
      faqRow({ category: '模式二', question: '模式二：已有的问题', answer: '新答案' }),
      faqRow({ category: '模式二', question: '模式二：新问题', answer: '答' }),
      faqRow({ category: '不存在的分类', question: '模式二：另一个新问题', answer: '答' }),
    ]);
    expect(await result('step=import&mode=2', file)).toMatchObject({ insertcount: 0, updatecount: 1, skipcount: 2 });
    expect((await bank('模式二：')).rows.map((row) => [row.question, row.answer])).toEqual([['模式二：已有的问题', '新答案']]);
    expect((await faqCatalogues()).some((row) => row.name === '不存在的分类')).toBe(false);
  });

  it('needs at least one main question, no older template, the required columns and an Excel file', async () => {
    const childrenOnly = await upload('step=preview', await faqWorkbook([faqRow({ kind: '相似问题', question: '没有主问题' })]));
    expect(childrenOnly).toMatchObject({ status: 400, body: { detail: ['文件中至少需要一个主问题'] } });
    const questionTemplate = await upload('step=preview', await templateWorkbook('question', [questionRow({ text: '题', options: ['a', 'b'], answer: 'A' })]));
    expect(questionTemplate.body.detail).toEqual(['模板不正确，请下载本页面的导入模板']);
    // A file of one's own, without the template's marker, is read by its headers; an older template's marker is refused.
    const unmarked = await upload('step=preview', await faqWorkbook([['主问题', '无标记的问题', '答']], 'zh-CN', ['类型', '问题', '答案']));
    expect(unmarked).toMatchObject({ status: 200, body: { ok: true, okcount: 1 } });
    const outdated = await upload('step=preview', await faqWorkbook([['主问题', '问', '答']], 'zh-CN', ['类型', '问题', '答案', '#faq-v0']));
    expect(outdated.body.detail).toEqual(['模板版本已过期，请下载最新模板']);
    const missing = await upload('step=preview', await faqWorkbook([['主问题', '问']], 'zh-CN', ['类型', '问题', '#faq-v1']));
    expect(missing.body.detail).toEqual(['缺少必需的列：答案']);
    expect(await upload('step=preview', Buffer.from('类型,问题\n主问题,问'))).toMatchObject({ status: 415 });
  });

  it('reads a header in any language, and warns where a similar row fills what only a main row may', async () => {
    const file = await faqWorkbook(
      [
        faqRow({ category: 'English', kind: 'main', question: 'EN: Is there a warranty?', answer: 'Three years.' }),
        faqRow({ category: '', kind: 'similar', question: 'EN: How long is the warranty?', keywords: 'years', thinking: 'yes' }),
      ],
      'en',
    );
    const preview = await result('step=preview&mode=3', file);
    expect(preview.ok).toBe(true);
    expect(preview.rows[1]?.warnings.map((issue) => issue.message)).toEqual([
      '关键词只对主问题有效，此行的关键词不会导入',
      '允许思考只对主问题有效，此行的允许思考不会导入',
    ]);
    expect(await result('step=import&mode=3', file)).toMatchObject({ insertcount: 1 });
    expect((await bank('EN: Is there')).rows[0]).toMatchObject({
      catalogname: 'English',
      keywords: '',
      similar: [{ question: 'EN: How long is the warranty?', answer: '' }],
    });
  });
});
