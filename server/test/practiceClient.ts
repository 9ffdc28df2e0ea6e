import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { encodeWav } from '../src/providers/tts/wav.js';
import type { ApiAnswer } from './peopleClient.js';
import type { Caller } from './tasksClient.js';
import { PNG_BYTES } from './uploads.js';

type Fetch = (pathname: string, init?: RequestInit) => Promise<Response>;

/** A scenario of docs/examples/ as its JSON (a fresh copy each call). */
export function exampleScenario(name: 'car-sales' | 'invalid' = 'car-sales'): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../docs/examples/${name}.scenario.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** A speech body: a price objection with keywords. */
export function speechBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { category: '价格异议', text: '这车也太贵了吧，能不能便宜点？', difficulty: 2, emotion: 6, keywords: '价格|贵,优惠', voiceno: 'V001', ...overrides };
}

export function customerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '王先生',
    gender: 1,
    tradetime: '三个月内',
    attributes: [
      { label: '职业', value: '工程师' },
      { label: '预算区间', value: '15-20万' },
    ],
    ...overrides,
  };
}

export function voiceTemplateBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '成熟男声',
    language: 'mandarin',
    age: '中年',
    timbre: '浑厚',
    sex: 1,
    speechvoice: 'cmn',
    questionvoice: 'cmn',
    source: 'espeak',
    example: '您好，我想看看这款车。',
    ...overrides,
  };
}

export function scoringRuleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '销售话术评分',
    passscore: 60,
    items: [
      { name: '关键词', weight: 40, min: 0, max: 100 },
      { name: '流程完整度', weight: 35.5, min: 0, max: 100 },
      { name: '礼貌用语', weight: 24.5, min: 10, max: 90 },
    ],
    ...overrides,
  };
}

/** A PNG header of the given size (the server reads the size from the header). */
export function pngOfSize(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG_BYTES);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** A 16 kHz 16-bit mono PCM wav of `samples` silent samples. */
export function wavBytes(samples = 16_000): Buffer {
  return encodeWav({ sampleRate: 16_000, channels: 1, data: Buffer.alloc(samples * 2) });
}

/** A multipart POST with one `file` and text fields, as the back office sends uploads. */
export async function postMultipart(
  fetchPath: Fetch,
  token: string,
  pathname: string,
  file: { bytes: Buffer; filename: string; type: string } | null,
  fields: Record<string, string> = {},
  language = 'zh-CN',
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const response = await fetchPath(pathname, { method: 'POST', headers: { token, 'Accept-Language': language }, body: form });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

/** Calls a route expecting success and answers the body. */
export async function okBody(caller: Caller, method: string, path: string, body?: unknown): Promise<ApiAnswer['body']> {
  const answer = await caller(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Creates a record through a POST and answers its id (the response's `field`). */
export async function createdId(caller: Caller, path: string, field: string, body: unknown): Promise<string> {
  return ((await okBody(caller, 'POST', path, body))[field] as { id: string }).id;
}

interface ExampleNode {
  id: string;
  transitions?: { id: string; node?: string; speechid?: string; speechtype?: number }[];
}

/** The car-sales example with its library line pointing at a speech of this organisation; `change` edits the copy. */
export function carSales(speechId: string, change: (nodes: ExampleNode[]) => void = () => undefined): Record<string, unknown> {
  const scenario = exampleScenario('car-sales');
  const nodes = (scenario.flow as { nodes: ExampleNode[] }).nodes;
  for (const node of nodes) for (const line of node.transitions ?? []) if (line.speechid) line.speechid = speechId;
  change(nodes);
  return scenario;
}

/**
 * A role-play scenario document (docs/scenario-format.md §5a) around `brief`, enabled: a flow of one
 * learner node whose intent (a greeting with 欢迎) judges the answers, the model playing the customer.
 */
/** A role-play's checklist: the third row, the price, the test drive. */
export const ROLEPLAY_CHECKLIST = [
  { id: 'c1', kind: 'knowledge', title: '介绍第三排空间', keywords: '第三排' },
  { id: 'c2', kind: 'objection', title: '回应价格顾虑', keywords: '优惠|礼包' },
  { id: 'c3', kind: 'closing', title: '邀约试驾', keywords: '试驾' },
];

export function roleplayScenarioDocument(name: string, brief: Record<string, unknown>): Record<string, unknown> {
  return {
    name,
    category: '汽车销售',
    description: '二胎家庭看七座车',
    intentMode: 'keywords',
    specialRules: { silence: { enabled: false }, nonStandard: { enabled: false } },
    status: 'enabled',
    roleplay: brief,
    flow: {
      nodes: [
        { id: 'start', name: '开始', type: 'start', transitions: [{ id: 't0', node: 's-greet', label: '开场' }] },
        {
          id: 's-greet',
          name: '接待',
          type: 'student',
          transitions: [{ id: 'i-greet', node: 'end', label: '接待', normtext: '您好，欢迎光临', keywords: '欢迎' }],
        },
        { id: 'end', name: '结束', type: 'end' },
      ],
    },
  };
}
