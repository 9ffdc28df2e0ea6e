import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practice } from './practice.js';

const docs = fileURLToPath(new URL('../../../docs', import.meta.url));

async function cli(args: string[], cwd = docs) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await practice(args, { cwd, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

interface Row {
  turn: number | null;
  event: string;
  node: string | null;
  text: string | null;
  intent: { id: string } | null;
  customer: { text: string; emotion: number; speechId: string | null }[];
  keywords: { hit: { term: string; text: string; start: number; end: number }[]; missed: string[][] } | null;
  sensitive: { word: string; text: string; start: number; end: number }[];
  polite: { word: string; text: string; start: number; end: number }[];
  score: { outcome: string; similarity: number; wording: number | null } | null;
  next: string;
  ended: string | null;
}

describe('pnpm practice validate', () => {
  it('passes the documented car-sales scenario', async () => {
    const { code, out, err } = await cli(['validate', 'examples/car-sales.scenario.json']);
    expect(err).toEqual([]);
    expect(out).toEqual(['ok: complete, may be enabled (10 nodes)']);
    expect(code).toBe(0);
  });

  it('lists every rule the documented invalid scenario breaks, with codes and messages, and exits 1', async () => {
    const { code, out } = await cli(['validate', 'examples/invalid.scenario.json']);
    expect(code).toBe(1);
    const codes = out.slice(0, -1).map((line) => line.split(/\s+/)[1]);
    expect(codes).toEqual(
      expect.arrayContaining([
        'nameTooLong',
        'categoryRequired',
        'multipleStart',
        'startToEnd',
        'selfLink',
        'duplicateLink',
        'twoNodeLoop',
        'branchLimit',
        'similarTooMany',
        'customSpeechDuplicate',
        'emotionRange',
        'unknownTarget',
        'endNoSource',
        'intentUnlinked',
      ]),
    );
    expect(out).toContainEqual(expect.stringMatching(/^error\s+selfLink\s+node=start intent=a2 .*不能连接自身$/));
    expect(out.at(-1)).toMatch(/error\(s\), \d+ incomplete — cannot be saved$/);
  });

  it('speaks the chosen language', async () => {
    const { out } = await cli(['validate', 'examples/invalid.scenario.json', '--lang', 'en']);
    expect(out).toContainEqual(expect.stringContaining('Branch limit reached (at most 5 intents per node)'));
    const { out: tw } = await cli(['validate', 'examples/invalid.scenario.json', '--lang', 'zh-TW']);
    expect(tw).toContainEqual(expect.stringContaining('不能重複連線'));
  });
});

describe('pnpm practice run', () => {
  it('prints one JSON line per turn of the documented dialogue, then the summary', async () => {
    const { code, out, err } = await cli(['run', 'examples/car-sales.scenario.json', 'examples/car-sales.dialogue.json']);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const rows = out.slice(0, -1).map((line) => JSON.parse(line) as Row);
    expect(rows.map((r) => [r.event, r.turn, r.node, r.intent?.id ?? null, r.next])).toEqual([
      ['start', 0, null, null, 's-greet'],
      ['utterance', 1, 's-greet', 'i-welcome', 's-offer'],
      ['utterance', 2, 's-offer', null, 's-offer'],
      ['utterance', 3, 's-offer', 'i-discount', 'q-warranty'],
      ['silence', null, 'q-warranty', null, 'q-warranty'],
      ['utterance', 4, 'q-warranty', 'i-warranty', 'end'],
    ]);
    expect(rows.map((r) => r.customer.map((c) => c.text))).toEqual([
      ['你好，我随便看看这款途岳。'],
      ['我姓李。这车现在什么价格？有没有优惠？'],
      [],
      ['优惠还不错。那这车保修几年？'],
      ['您好，还在吗？'],
      ['明白了，我回去和家人商量一下，再联系你。'],
    ]);
    expect(rows[2]?.sensitive.map((h) => h.word)).toEqual(['爱买不买']);
    expect(rows[2]?.score?.outcome).toBe('nonStandard');
    expect(rows[3]?.keywords?.hit.map((h) => [h.term, h.text])).toEqual([
      ['优惠', '折扣'],
      ['保养', '养护'],
    ]);
    for (const row of rows) {
      for (const span of [...(row.keywords?.hit ?? []), ...row.sensitive, ...row.polite]) {
        expect(row.text?.slice(span.start, span.end)).toBe(span.text);
      }
    }
    const last = JSON.parse(out.at(-1) ?? '{}') as { summary: { completed: boolean; turns: number }; status: string };
    expect(last).toMatchObject({ status: 'ended', summary: { completed: true, turns: 4, reason: 'completed' } });
  });

  it('refuses a scenario that breaks a rule', async () => {
    const { code, out, err } = await cli(['run', 'examples/invalid.scenario.json', 'examples/car-sales.dialogue.json']);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toContainEqual(expect.stringContaining('selfLink'));
  });
});

describe('bad input', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'practice-cli-'));
    await writeFile(path.join(dir, 'broken.json'), '{ "name": ');
    await writeFile(path.join(dir, 'bad-dialogue.json'), JSON.stringify({ events: [{ type: 'shout' }] }));
    await writeFile(path.join(dir, 'shape.json'), JSON.stringify({ name: 'x', flow: { nodes: [{ id: 'a', type: 'robot' }] } }));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['check', 'a.json']],
    ['a missing argument', ['run', 'a.json']],
    ['an unknown option', ['validate', 'a.json', '--fast']],
    ['an unknown language', ['validate', 'a.json', '--lang', 'fr']],
    ['a seed that is not a number', ['run', 'a.json', 'b.json', '--seed', 'x']],
  ])('%s prints the usage or the problem and exits 2', async (_name, args) => {
    const { code, err } = await cli(args);
    expect(code).toBe(2);
    expect(err.length).toBeGreaterThan(0);
  });

  it('says which file cannot be read or is not JSON, and exits 2', async () => {
    const missing = await cli(['validate', 'nope.json'], dir);
    expect(missing).toMatchObject({ code: 2, err: [`cannot read ${path.join(dir, 'nope.json')}`] });
    const broken = await cli(['validate', 'broken.json'], dir);
    expect(broken.code).toBe(2);
    expect(broken.err[0]).toMatch(/broken\.json is not JSON/);
  });

  it('reports a malformed scenario as invalidFormat with where, and a malformed dialogue file with exit 2', async () => {
    const shape = await cli(['validate', 'shape.json'], dir);
    expect(shape.code).toBe(1);
    expect(shape.out).toContainEqual(expect.stringMatching(/invalidFormat\s+at=flow\.nodes\.0\.type/));
    const dialogue = await cli(['run', path.join(docs, 'examples/car-sales.scenario.json'), 'bad-dialogue.json'], dir);
    expect(dialogue.code).toBe(2);
    expect(dialogue.err[0]).toMatch(/^invalid dialogue file at events\.0/);
  });
});

describe('the root script', () => {
  it('resolves paths against the directory it was typed in', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.INIT_CWD;
    const child = spawn('pnpm', ['-s', 'practice', 'run', 'car-sales.scenario.json', 'car-sales.dialogue.json', '--seed', '3'], {
      cwd: path.join(docs, 'examples'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(7);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ status: 'ended', summary: { completed: true } });
  }, 60_000);
});
