// @vitest-environment jsdom
import { bindEndpoints, createApiClient, createMyReportStore, TransportError, type MyReport, type TransportResponse } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app';
import { servingLocales } from '../test/locales';
import { mountPoint, type MountPoint } from '../test/mount';
import { MyFigures } from './MyFigures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  vi.stubGlobal('fetch', servingLocales());
  await i18n.loadNamespaces(['common', 'training']);
  vi.unstubAllGlobals();
});

let mount: MountPoint;
beforeEach(() => {
  mount = mountPoint();
});
afterEach(() => mount.remove());

const FIGURES: MyReport = {
  successed: true,
  learningseconds: 7_200,
  tasks: 6,
  completed: 4,
  passed: 1,
  avgscore: 81.26,
  practicesessions: 3,
  exams: 2,
  passedexams: 1,
  recent: [
    { kind: 'faq', title: '价格问答快练', score: 75, at: '2026-11-23T03:05:00.000Z' },
    { kind: 'exam', title: '结业考试', score: 100, at: '2026-11-22T01:00:00.000Z' },
  ],
};

/** The store over the real client and learner table; only the transport is scripted. */
function storeAnswering(...answers: (TransportResponse | Error)[]) {
  const client = createApiClient({
    transport: async () => {
      const next = answers.shift() ?? { status: 200, data: FIGURES };
      if (next instanceof Error) throw next;
      return next;
    },
    baseUrl: '',
    client: { browser: 'b', os: 'o', from: 'pc' },
    getToken: () => 't',
  });
  return createMyReportStore(bindEndpoints(client, LEARNER_ENDPOINTS).training.myReport);
}

const byTestId = (id: string) => mount.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const allByTestId = (id: string) => [...mount.container.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
/** Lets the answer travel through the client and the store (a macrotask drains every promise before it). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("the personal centre's own figures", () => {
  it('holds their place while loading, then shows the figures and the recent results', async () => {
    act(() => mount.root.render(<MyFigures store={storeAnswering()} />));
    expect(byTestId('my-figures-loading')).not.toBeNull();
    await settle();
    expect(byTestId('my-figures-loading')).toBeNull();
    expect(byTestId('figure-tasks')?.textContent).toBe('4/6');
    expect(byTestId('figure-average')?.textContent).toBe('81.3分');
    expect(byTestId('figure-practice')?.textContent).toBe('3');
    expect(byTestId('figure-exams')?.textContent).toBe('1/2');
    const results = allByTestId('my-recent-result').map((row) => row.textContent);
    expect(results).toEqual(['快问快答价格问答快练2026-11-23 11:0575分', '考试结业考试2026-11-22 09:00100分']);
  });

  it('offers a retry instead of a blank when the figures cannot be loaded, and says when there are no results', async () => {
    act(() => mount.root.render(<MyFigures store={storeAnswering(new TransportError('network'), { status: 200, data: { ...FIGURES, recent: [] } })} />));
    await settle();
    expect(byTestId('my-figures-failed')?.textContent).toContain('我的数据加载失败');
    expect(byTestId('my-figures')).toBeNull();
    act(() => byTestId('my-figures-retry')!.click());
    await settle();
    expect(byTestId('my-figures-failed')).toBeNull();
    expect(byTestId('figure-tasks')?.textContent).toBe('4/6');
    expect(byTestId('my-recent-none')?.textContent).toBe('暂无成绩');
  });
});
