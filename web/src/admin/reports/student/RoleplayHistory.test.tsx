// @vitest-environment jsdom
import type { PracticeCoachResponse } from '@peilian/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app';
import { stubAntdMeasuring } from '../../../test/antdInJsdom';
import { loadEveryNamespace } from '../../../test/locales';
import { mountPoint, type MountPoint } from '../../../test/mount';
import { newAdminQueryClient } from '../../data/AdminDataProvider';
import type { RoleplayRow } from './roleplayColumns';
import { RoleplayHistory } from './RoleplayHistory';

/**
 * The dashboard's role-plays and the coach's review drawer, over the real data layer and API client;
 * only the server is stood in for (`fetch`): each read of a review takes the next answer of `answers`,
 * which a test may hold back to show the review being written.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LEARNER = '4f1c2d7e-0000-4000-8000-000000000001';
const row = (sessionid: string, overrides: Partial<RoleplayRow> = {}): RoleplayRow => ({
  sessionid,
  scenarioname: '七座SUV角色扮演',
  score: 72.5,
  passed: false,
  finishedat: '2026-05-01T02:30:00.000Z',
  checklistticked: 1,
  checklisttotal: 2,
  checklist: [
    { id: 'c1', kind: 'knowledge', title: '介绍第三排空间', turn: 2, said: ['第三排'] },
    { id: 'c3', kind: 'closing', title: '邀约试驾', turn: null, said: [] },
  ],
  ...overrides,
});

const REVIEW: PracticeCoachResponse = {
  successed: true,
  status: 'ready',
  message: '',
  coach: {
    criteria: [{ name: '讲清第三排空间', comment: '直接回答了客户最关心的问题。', quotes: ['第三排可以坐两个大人'] }],
    rewrites: [{ turn: 3, said: '您再考虑考虑', better: '这周六上午我给您留一台车，您来试驾感受一下第三排。' }],
    next: '练习在结尾主动邀约试驾。',
  },
};

let mount: MountPoint;
let asked: string[];
let answers: (() => Promise<unknown>)[];

beforeAll(() => loadEveryNamespace(i18n));

async function server(input: RequestInfo | URL): Promise<Response> {
  asked.push(new URL(String(input), 'http://localhost/').pathname);
  const answer = answers.shift();
  return Response.json(answer ? await answer() : { successed: false, errcode: 40400, errmsg: 'no answer' });
}

beforeEach(() => {
  stubAntdMeasuring();
  vi.stubGlobal('fetch', vi.fn(server));
  mount = mountPoint();
  asked = [];
  answers = [];
});

afterEach(() => {
  mount.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const settle = async (times = 5) => {
  for (let step = 0; step < times; step += 1) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
};
const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const allByTestId = (id: string) => [...document.body.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const text = (id: string) => byTestId(id)?.textContent ?? '';

async function openCoach(rows: RoleplayRow[], sessionid: string) {
  act(() =>
    mount.root.render(
      <QueryClientProvider client={newAdminQueryClient()}>
        <RoleplayHistory learnerId={LEARNER} roleplays={rows} />
      </QueryClientProvider>,
    ),
  );
  await settle();
  act(() => byTestId(`dashboard-roleplay-coach-${sessionid}`)!.click());
  await settle();
}

// antd's first render in jsdom takes seconds on a busy two-core machine.
describe("the dashboard's role-plays and the coach's review", { timeout: 30_000 }, () => {
  it("lists each role-play with the checklist ticked of its items, and opens the chosen one's checklist and review", async () => {
    answers.push(async () => REVIEW);
    await openCoach([row('s-2', { checklistticked: 2, passed: true }), row('s-1')], 's-1');
    const rows = [...document.body.querySelectorAll('[data-testid="dashboard-roleplays"] tbody tr.ant-table-row')];
    expect(rows.map((tr) => tr.getAttribute('data-row-key'))).toEqual(['s-2', 's-1']);
    expect(rows[0]!.textContent).toContain('2/2');
    expect(rows[1]!.textContent).toContain('1/2');
    const action = byTestId('dashboard-roleplay-coach-s-1')!;
    expect(action.tagName).toBe('BUTTON');
    expect(action.getAttribute('aria-label')).toBe('查看“七座SUV角色扮演”的教练点评');

    expect(asked).toEqual([`/api/admin/v3/report/student/${LEARNER}/roleplay/s-1/coach`]);
    expect(document.body.querySelector('.ant-drawer-title')?.textContent).toBe('教练点评 · 七座SUV角色扮演');
    expect(byTestId('roleplay-checklist-c1')!.dataset.ticked).toBe('true');
    expect(text('roleplay-checklist-c1')).toBe('第2轮完成知识点介绍第三排空间第三排');
    expect(byTestId('roleplay-checklist-c3')!.dataset.ticked).toBe('false');
    expect(text('roleplay-checklist-c3')).toBe('未完成促成邀约试驾');

    expect(text('roleplay-coach-criterion')).toBe('讲清第三排空间直接回答了客户最关心的问题。学员原话第三排可以坐两个大人');
    expect(allByTestId('roleplay-coach-rewrite').map((node) => node.textContent)).toEqual([
      '第3轮学员说：您再考虑考虑可以这样说：这周六上午我给您留一台车，您来试驾感受一下第三排。',
    ]);
    expect(text('roleplay-coach-next')).toBe('练习在结尾主动邀约试驾。');
    expect(byTestId('roleplay-coach-loading')).toBeNull();
  });

  it('says the coach is writing while the model reviews the session, then shows the review', async () => {
    let answer: (value: unknown) => void = () => undefined;
    answers.push(() => new Promise((resolve) => (answer = resolve)));
    await openCoach([row('s-1')], 's-1');
    expect(byTestId('roleplay-coach-loading')?.getAttribute('role')).toBe('status');
    expect(text('roleplay-coach-loading')).toContain('AI教练正在点评，请稍候…');
    expect(byTestId('roleplay-coach-review')!.getAttribute('aria-busy')).toBe('true');
    answer(REVIEW);
    await settle();
    expect(byTestId('roleplay-coach-loading')).toBeNull();
    expect(byTestId('roleplay-coach-review')!.getAttribute('aria-busy')).toBe('false');
    expect(allByTestId('roleplay-coach-criterion')).toHaveLength(1);
  });

  it('shows why there is no review: the model could not (asked again on request), or the session has none', async () => {
    answers.push(async () => ({ successed: true, status: 'failed', coach: null, message: 'AI教练暂时无法点评，请稍后再打开报告' }));
    answers.push(async () => REVIEW);
    await openCoach([row('s-1')], 's-1');
    expect(text('roleplay-coach-failed')).toContain('AI教练暂时无法点评，请稍后再打开报告');
    expect(allByTestId('roleplay-coach-criterion')).toHaveLength(0);
    act(() => byTestId('roleplay-coach-retry')!.click());
    await settle();
    expect(asked).toHaveLength(2);
    expect(byTestId('roleplay-coach-failed')).toBeNull();
    expect(allByTestId('roleplay-coach-criterion')).toHaveLength(1);

    act(() => mount.root.render(<></>));
    answers.push(async () => ({ successed: true, status: 'none', coach: null, message: '' }));
    await openCoach([row('s-9', { checklist: [], checklistticked: 0, checklisttotal: 0 })], 's-9');
    expect(text('roleplay-coach-none')).toBe('这次练习没有教练点评');
    expect(text('roleplay-checklist')).toContain('本场景没有考核项');
  });

  it('says what went wrong when the review cannot be read', async () => {
    answers.push(async () => ({ successed: false, errcode: 40400, errmsg: '学员不存在' }));
    await openCoach([row('s-1')], 's-1');
    expect(text('roleplay-coach-error')).toContain('学员不存在');
  });
});
