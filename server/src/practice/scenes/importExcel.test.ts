import { scenarioImportPreviewSchema, scenarioListResponseSchema, scenarioResponseSchema } from '@peilian/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { carSales, createdId, exampleScenario, postMultipart, speechBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';

let server: TestServer;
let token: string;
let owner: Caller;
let speechId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
  speechId = await createdId(owner, '/api/admin/material/speech', 'speech', speechBody({ text: '家里人多，空间要大一点。' }));
});
afterAll(() => server?.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const send = (bytes: Buffer, language = 'zh-CN', filename = 's.xlsx') =>
  postMultipart(server.fetch, token, '/api/admin/material/scene/import', { bytes, filename, type: XLSX }, {}, language);
const total = async () => scenarioListResponseSchema.parse((await owner('GET', '/api/admin/material/scene')).body).total;
const download = async (path: string, language = 'zh-CN') => {
  const response = await server.fetch(path, { headers: { token, 'Accept-Language': language } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  return Buffer.from(await response.arrayBuffer());
};

type Line = Record<string, unknown>;
type Node = { id: string; type: string; name: string; transitions: Line[] };
/** What the workbook carries of a flow: everything but the editor positions. */
const flowOf = (scenario: unknown) =>
  (scenario as { flow: { nodes: Node[] } }).flow.nodes.map(({ id, type, name, transitions }) => ({ id, type, name, transitions }));

const SETTINGS: (string | number)[][] = [
  ['名称', '简单接待'],
  ['分类', '测试'],
  ['意图模式', '关键词'],
  ['意图相似度', 60],
];
const HEADER = ['节点ID', '节点类型', '节点名称', '意图ID', '意图名称', '连到节点ID', '客户话术', '标准话术', '关键词', '相似话术', '情绪'];
const FLOW: (string | number)[][] = [
  ['start', '开始', '开始', 'o', '开场', 'c1', '', '', '', '', ''],
  ['c1', 'customer', '客户问好', 'c1-a', '问好', 's1', '你好，我想看看车。', '', '', '', 2],
  ['s1', '学员', '接待', 's1-a', '欢迎', 'end', '', '欢迎光临', '欢迎', '您好欢迎\n欢迎您', ''],
  ['end', '结束', '结束'],
];

/** A workbook written like an admin would, with sheets and rows that can be changed per case. */
async function workbook(
  change: { settings?: (string | number)[][]; header?: string[]; flow?: (string | number)[][]; flowSheet?: string } = {},
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const settings = book.addWorksheet('场景');
  for (const row of change.settings ?? SETTINGS) settings.addRow(row);
  if (change.flowSheet !== '') {
    const flow = book.addWorksheet(change.flowSheet ?? '流程');
    flow.addRow(change.header ?? HEADER);
    for (const row of change.flow ?? FLOW) flow.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
const withRow = (index: number, row: (string | number)[]) => FLOW.map((original, at) => (at === index ? row : original));

describe('scenario import from Excel', () => {
  it("imports a workbook an admin wrote, in any language's words, into a complete scenario", async () => {
    const imported = await send(await workbook());
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const scene = scenarioResponseSchema.shape.scene.parse((imported.body.scenes as unknown[])[0]);
    expect(scene).toMatchObject({ name: '简单接待', category: '测试', issues: [] });
    expect(flowOf(scene.scenario)).toEqual([
      { id: 'start', type: 'start', name: '开始', transitions: [expect.objectContaining({ id: 'o', node: 'c1', speechtype: 0 })] },
      {
        id: 'c1',
        type: 'customer',
        name: '客户问好',
        transitions: [expect.objectContaining({ id: 'c1-a', node: 's1', speechtype: 1, specifytext: '你好，我想看看车。', emotion: 2 })],
      },
      {
        id: 's1',
        type: 'student',
        name: '接待',
        transitions: [expect.objectContaining({ node: 'end', normtext: '欢迎光临', keywords: '欢迎', speeches: ['您好欢迎', '欢迎您'], speechtype: 0 })],
      },
      { id: 'end', type: 'end', name: '结束', transitions: [] },
    ]);
    expect((scene.scenario as { specialRules: { silence: { enabled: boolean } } }).specialRules.silence.enabled).toBe(false);
  });

  it('offers the car-sales example as the template, and an exported scenario imports back into the same flow', async () => {
    const template = await send(await download('/api/admin/material/scene/import/template', 'en'), 'zh-TW');
    expect(template.status, JSON.stringify(template.body)).toBe(200);
    const fromTemplate = scenarioResponseSchema.shape.scene.parse((template.body.scenes as unknown[])[0]);
    expect(fromTemplate).toMatchObject({ name: 'SUV展厅接待', category: '汽车销售', status: 'enabled', issues: [] });
    expect(flowOf(fromTemplate.scenario).map((node) => node.id)).toEqual(flowOf(exampleScenario()).map((node) => node.id));

    const original = scenarioResponseSchema.parse(
      (await owner('POST', '/api/admin/material/scene', { scenario: { ...carSales(speechId), recognitionLanguage: '16k_yue' } })).body,
    ).scene;
    expect(original.scenario).toMatchObject({ recognitionLanguage: '16k_yue' });
    const exported = await download(`/api/admin/material/scene/${original.id}/export?format=xlsx`);
    const again = await send(exported);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const copy = scenarioResponseSchema.shape.scene.parse((again.body.scenes as unknown[])[0]);
    expect(flowOf(copy.scenario)).toEqual(flowOf(original.scenario));
    const { flow: _flow, specialRules: _rules, ...settings } = original.scenario as Record<string, unknown>;
    expect(copy.scenario).toMatchObject(settings);
    expect(copy.status).toBe('enabled');
  });

  it("refuses a flow that breaks an editor rule with the rule's message and saves nothing", async () => {
    const before = await total();
    const selfLink = await send(await workbook({ flow: withRow(1, ['c1', '客户', '客户问好', 'c1-a', '问好', 'c1', '你好', '', '', '', 0]) }));
    expect(selfLink.status).toBe(400);
    expect(selfLink.body.detail).toContain('不能连接自身（节点：客户问好（c1））');
    expect(
      (await send(await workbook({ flow: withRow(1, ['c1', '客户', '客户问好', 'c1-a', '问好', 'c1', '你好', '', '', '', 0]) }), 'en')).body.detail,
    ).toContain('A node cannot link to itself (nodes: 客户问好 (c1))');
    expect(await total()).toBe(before);
  });

  it('names the sheet, row and column of each problem of a malformed workbook, and saves nothing', async () => {
    const before = await total();
    const detail = async (bytes: Buffer, language = 'zh-CN') => {
      const answer = await send(bytes, language);
      expect(answer.status).toBe(400);
      return String(answer.body.detail);
    };
    expect(await detail(await workbook({ flowSheet: '' }))).toContain('缺少工作表“流程”');
    expect(await detail(await workbook({ flowSheet: '' }), 'en')).toContain('The sheet "Flow" is missing');
    expect(await detail(await workbook({ header: HEADER.filter((name) => name !== '节点类型') }))).toContain('工作表“流程”缺少必填列：节点类型');
    expect(await detail(await workbook({ flow: withRow(2, ['s1', '销售', '接待', 's1-a', '欢迎', 'end', '', '欢迎光临', '欢迎', '', '']) }))).toContain(
      '工作表“流程”第4行“节点类型”列：节点类型只能是开始、客户、学员、问答、结束',
    );
    expect(await detail(await workbook({ flow: withRow(1, ['c1', '客户', '客户问好', 'c1-a', '问好', 's1', '你好', '', '', '', 9]) }))).toContain(
      '工作表“流程”第3行“情绪”列：情绪只能是0到6的整数',
    );
    expect(
      await detail(await workbook({ flow: withRow(2, ['s1', '学员', '接待', 's1-a', '欢迎', 'nowhere', '', '欢迎光临', '欢迎', '', '']) }), 'zh-TW'),
    ).toContain('工作表「流程」第4列「連到節點ID」欄：節點「nowhere」不存在');
    expect(await detail(await workbook({ settings: [...SETTINGS, ['颜色', '红']] }))).toContain('工作表“场景”第5行“A”列：未知的项目“颜色”');
    expect(await detail(await workbook({ settings: [...SETTINGS, ['意图模式', '随便']] }))).toContain('意图模式只能是关键词、相似度或关键词和相似度');
    expect(await detail(await workbook({ settings: [...SETTINGS, ['识别语言', '火星语']] }))).toContain(
      '工作表“场景”第5行“识别语言”列：须为识别引擎代码，如 16k_zh、16k_yue、16k_en',
    );
    expect(await detail(Buffer.from('名称,分类\n接待,测试\n'))).toContain('请选择一个场景文件（JSON或Excel，不超过1M）');
    expect(await detail(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]))).toContain('无法读取场景Excel文件');
    expect(await total()).toBe(before);
  });
});

describe('scenario import preview', () => {
  const preview = async (bytes: Buffer, language = 'zh-CN', filename = 's.xlsx') => {
    const answer = await postMultipart(server.fetch, token, '/api/admin/material/scene/import?step=preview', { bytes, filename, type: XLSX }, {}, language);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return scenarioImportPreviewSchema.parse(answer.body);
  };

  it('lists every problem of a workbook with where it is — settings, cells, flow rules, foreign speeches — and stores nothing', async () => {
    const before = await total();
    const foreign = '00000000-0000-4000-8000-000000000000';
    const bytes = await workbook({
      settings: [['名称', ''], ...SETTINGS.slice(1), ['意图模式', '随便'], ['颜色', '红']],
      header: [...HEADER, '话术库ID'],
      flow: [
        ['start', '开始', '开始', 'o', '开场', 'c1', '', '', '', '', ''],
        ['c1', '客户', '客户问好', 'c1-a', '问好', 'c1', '你好', '', '', '', 9],
        ['', '', '', 'c1-b', '问价', 's1', '多少钱', '', '', '', 0, foreign],
        ['s1', '学员', '接待', 's1-a', '欢迎', 'nowhere', '', '欢迎光临', '欢迎', '', ''],
        ['', '', '', 's1-b', '结束', 'end', '', '再见', '再见', '', ''],
        ['end', '结束', '结束'],
      ],
    });
    const answer = await preview(bytes);
    expect(answer).toMatchObject({ ok: false, name: '', category: '测试', nodecount: 4 });
    expect(answer.errors).toEqual([
      { where: '工作表“场景”第5行“意图模式”列', message: '意图模式只能是关键词、相似度或关键词和相似度' },
      { where: '工作表“场景”第6行“A”列', message: '未知的项目“颜色”' },
      { where: '工作表“流程”第3行“情绪”列', message: '情绪只能是0到6的整数' },
      { where: '工作表“流程”第5行“连到节点ID”列', message: '节点“nowhere”不存在' },
      { where: '工作表“场景”第1行“名称”列', message: '请输入场景名称' },
      { where: '工作表“流程”第3行（节点：客户问好（c1））', message: '不能连接自身' },
      { where: '工作表“流程”第4行“话术库ID”列', message: '话术不存在或已删除' },
    ]);
    expect(await total()).toBe(before);
    // The import names them too, and stores nothing.
    const refused = await send(bytes);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toEqual(expect.arrayContaining(['工作表“流程”第3行“情绪”列：情绪只能是0到6的整数', '不能连接自身（节点：客户问好（c1））']));
    expect(await total()).toBe(before);
  });

  it("names a missing sheet and a node type it cannot read, in the caller's language; a clean file previews ok and imports as previewed", async () => {
    const noFlow = await preview(await workbook({ flowSheet: '' }), 'en');
    expect(noFlow).toMatchObject({ ok: false, nodecount: 0, errors: [{ where: 'The whole file', message: 'The sheet "Flow" is missing' }] });
    const untyped = await preview(await workbook({ flow: withRow(2, ['s1', '销售', '接待', 's1-a', '欢迎', 'end', '', '欢迎光临', '欢迎', '', 8]) }), 'zh-TW');
    expect(untyped.errors).toEqual([
      { where: '工作表「流程」第4列「節點類型」欄', message: '節點類型只能是開始、客戶、學員、問答、結束' },
      { where: '工作表「流程」第4列「情緒」欄', message: '情緒只能是0到6的整數' },
    ]);
    // Twelve wrong cells: the preview lists them all, a refused import names ten and says how many more there are.
    const emotions = await workbook({
      flow: [
        ...FLOW.slice(0, 3),
        ...Array.from({ length: 12 }, (_, index) => ['s1', '学员', '接待', `s1-${index}`, '欢迎', 'end', '', '欢迎光临', '欢迎', '', 7]),
        FLOW[3]!,
      ],
    });
    const listed = (await preview(emotions)).errors;
    expect(listed.filter((problem) => problem.where.endsWith('“情绪”列'))).toHaveLength(12);
    const refused = await send(emotions);
    expect(refused.body.detail).toHaveLength(11);
    expect((refused.body.detail as string[]).at(-1)).toBe(`还有${listed.length - 10}个问题：请先预览文件，查看全部问题`);
    const clean = await preview(await workbook());
    expect(clean).toEqual({ successed: true, step: 'preview', ok: true, name: '简单接待', category: '测试', nodecount: 4, status: 'draft', errors: [] });
    const imported = await send(await workbook());
    expect(scenarioResponseSchema.shape.scene.parse((imported.body.scenes as unknown[])[0])).toMatchObject({ name: '简单接待', status: clean.status });
  });

  it('lists every blocking rule of a JSON file with the nodes it concerns', async () => {
    const looped = carSales(speechId, (nodes) => {
      for (const id of ['c-price', 'c-need']) nodes.find((node) => node.id === id)!.transitions![0]!.node = id;
    });
    const answer = await preview(Buffer.from(JSON.stringify({ ...looped, name: '说'.repeat(21) })), 'zh-CN', 's.json');
    expect(answer.ok).toBe(false);
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { where: '字段：name', message: '场景名称不能超过20个字' },
        { where: '节点：客户询价（c-price）、客户说需求（c-need）', message: '不能连接自身' },
      ]),
    );
    expect(new Set(answer.errors.map((problem) => problem.message)).size).toBe(answer.errors.length);
  });
});
