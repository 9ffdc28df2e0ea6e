// @vitest-environment jsdom
import type { FaqAnswerResult, FaqDrill } from '@peilian/shared';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app';
import { servingLocales } from '../test/locales';
import { mountPoint, type MountPoint } from '../test/mount';
import { Feedback } from './Feedback';
import { Summary } from './Summary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  vi.stubGlobal('fetch', servingLocales());
  await i18n.loadNamespaces(['practice']);
  vi.unstubAllGlobals();
});

let mount: MountPoint;
beforeEach(() => {
  mount = mountPoint();
});
afterEach(() => mount.remove());

const byTestId = (id: string) => mount.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);

const scored = (overrides: Partial<FaqAnswerResult> = {}): FaqAnswerResult => ({
  seq: 1,
  text: '现在有优惠',
  mode: 'typed',
  score: 75,
  outcome: 'answered',
  similarity: 0.6,
  matched: ['优惠'],
  missed: ['保养', '质保'],
  standard: '本月购车有优惠，并送三年保养',
  recording: 0,
  ...overrides,
});

describe('Feedback', () => {
  it('shows the score, hit keywords in green and missed ones in red, and the standard answer', () => {
    let nexts = 0;
    act(() => mount.root.render(<Feedback answer={scored()} last={false} onNext={() => (nexts += 1)} />));
    expect(byTestId('faq-score')?.textContent).toBe('75分');
    expect([...byTestId('faq-matched')!.querySelectorAll('.faq-keyword-matched')].map((node) => node.textContent)).toEqual(['优惠']);
    expect([...byTestId('faq-missed')!.querySelectorAll('.faq-keyword-missed')].map((node) => node.textContent)).toEqual(['保养', '质保']);
    expect(byTestId('faq-standard')?.textContent).toBe('本月购车有优惠，并送三年保养');
    expect(byTestId('faq-next')?.textContent).toBe('下一题');
    act(() => byTestId('faq-next')!.click());
    expect(nexts).toBe(1);
  });

  it('says when the time ran out with nothing typed, and leads to the result after the last question', () => {
    act(() => mount.root.render(<Feedback answer={scored({ text: '', outcome: 'timeout', score: 0, matched: [] })} last onNext={() => undefined} />));
    expect(byTestId('faq-feedback')?.textContent).toContain('答题时间已到');
    expect(byTestId('faq-matched')?.textContent).toBe('无');
    expect(byTestId('faq-next')?.textContent).toBe('查看结果');
  });
});

const finished = (overrides: Partial<FaqDrill> = {}): FaqDrill => ({
  id: 'd1',
  childtaskid: '',
  packageid: '',
  title: '快问快答',
  status: 1,
  answerseconds: 60,
  thinkingseconds: 15,
  passscore: 60,
  questions: [
    { seq: 1, question: '有优惠吗？', emotion: 0, thinking: 0, images: [], standard: '本月有优惠' },
    { seq: 2, question: '保养多久一次？', emotion: 0, thinking: 0, images: [], standard: '一万公里一次' },
  ],
  answers: [scored({ seq: 1, score: 90, standard: '本月有优惠' }), scored({ seq: 2, text: '', outcome: 'empty', score: 0, standard: '一万公里一次' })],
  score: 45,
  passed: 0,
  startdate: 0,
  ...overrides,
});

describe('Summary', () => {
  it('lists every question with the learner’s answer, its score and the standard answer, against the pass score', () => {
    act(() => mount.root.render(<Summary drill={finished()} onAgain={() => undefined} onBack={() => undefined} />));
    expect(byTestId('faq-total')?.textContent).toBe('45分');
    expect(byTestId('faq-verdict')?.textContent).toBe('未通过');
    expect(byTestId('faq-summary')?.textContent).toContain('及格分：60分');
    const items = [...mount.container.querySelectorAll('[data-testid="faq-summary-item"]')].map((item) => item.textContent);
    expect(items).toEqual(['有优惠吗？90分你的回答现在有优惠标准答案本月有优惠', '保养多久一次？0分你的回答未作答标准答案一万公里一次']);
    expect(byTestId('faq-again')?.textContent).toBe('再练一次');
    expect(byTestId('faq-back')).toBeNull();
  });

  it('offers the way back to the task instead of another round for a task’s drill', () => {
    let backs = 0;
    act(() => mount.root.render(<Summary drill={finished({ passed: 1, score: 95 })} onAgain={null} onBack={() => (backs += 1)} />));
    expect(byTestId('faq-verdict')?.textContent).toBe('通过');
    expect(byTestId('faq-again')).toBeNull();
    act(() => byTestId('faq-back')!.click());
    expect(backs).toBe(1);
  });
});
