// @vitest-environment jsdom
import { ApiError } from '@peilian/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { mountPoint, type MountPoint } from '../../test/mount';
import { loadEveryNamespace } from '../../test/locales';
import { newAdminQueryClient } from '../data/AdminDataProvider';
import { AiSimilarDialog } from './AiSimilarDialog';
import type { SimilarRequest } from './faqQueries';
import { stubAntdMeasuring } from '../../test/antdInJsdom';

/**
 * The AI similar-question dialog as the admin uses it, with the language model's answers given in
 * turn by `answers` (the server's similarity call is the one thing stood in for).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mount: MountPoint;
let asked: SimilarRequest[];
let answers: (string[] | Error)[];

beforeAll(() => loadEveryNamespace(i18n));

beforeEach(() => {
  stubAntdMeasuring();
  mount = mountPoint();
  asked = [];
  answers = [];
});

afterEach(() => {
  mount.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function suggest(request: SimilarRequest): Promise<string[]> {
  asked.push(request);
  const answer = answers.shift() ?? [];
  if (answer instanceof Error) throw answer;
  return answer;
}

/** The editor's part: similar questions the dialog adds to, which later batches then exclude. */
function Editor({ onAdded }: { onAdded: (items: string[]) => void }) {
  const [similar, setSimilar] = useState(['多久 保养']);
  return (
    <AiSimilarDialog
      open
      type="faq"
      text="保养多久一次？"
      existing={['保养多久一次？', ...similar]}
      onAdd={(items) => {
        onAdded(items);
        setSimilar((current) => [...current, ...items]);
      }}
      onClose={() => undefined}
      suggest={suggest}
    />
  );
}

const byTestId = (id: string) => [...document.body.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const button = (id: string) => byTestId(id)[0] as HTMLButtonElement;
const items = () => byTestId('faq-ai-item').map((item) => item.textContent);
const settle = () => act(async () => {});

async function open(onAdded: (items: string[]) => void = () => undefined) {
  act(() =>
    mount.root.render(
      <QueryClientProvider client={newAdminQueryClient()}>
        <Editor onAdded={onAdded} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

// antd's first render in jsdom takes seconds on a busy two-core machine.
describe('AI similar-question dialog', { timeout: 30_000 }, () => {
  it('lists the first batch cleaned and without what exists, excluding the existing items from the request', async () => {
    answers.push(['"保养周期是多久"', '多久保养', ' 保养周期是多久 ', '多长时间 保养一次']);
    await open();
    expect(asked).toEqual([{ type: 'faq', text: '保养多久一次？', exclude: ['保养多久一次？', '多久 保养'] }]);
    expect(items()).toEqual(['保养周期是多久', '多长时间保养一次']);
  });

  it('adds only the selected items, takes them off the list, and keeps the add button off while none is selected', async () => {
    answers.push(['甲问题', '乙问题', '丙问题']);
    const added: string[][] = [];
    await open((items) => added.push(items));
    expect(button('faq-ai-add').disabled).toBe(true);
    act(() => byTestId('faq-ai-item')[1]!.querySelector('input')!.click());
    expect(button('faq-ai-add').disabled).toBe(false);
    act(() => button('faq-ai-add').click());
    expect(added).toEqual([['乙问题']]);
    expect(items()).toEqual(['甲问题', '丙问题']);
    expect(button('faq-ai-add').disabled).toBe(true);
  });

  it('asks for another batch excluding everything shown or added so far', async () => {
    answers.push(['甲问题', '乙问题'], ['丙问题', '甲问题']);
    await open();
    act(() => byTestId('faq-ai-item')[0]!.querySelector('input')!.click());
    act(() => button('faq-ai-add').click());
    act(() => button('faq-ai-change').click());
    await settle();
    expect(asked[1]?.exclude).toEqual(['保养多久一次？', '多久 保养', '甲问题', '乙问题']);
    expect(items()).toEqual(['丙问题']);
  });

  it('says so when the batch has nothing new', async () => {
    answers.push(['多久保养', '“保养多久一次？”']);
    await open();
    expect(items()).toEqual([]);
    expect(byTestId('faq-ai-empty')).toHaveLength(1);
  });

  it('shows the not-configured message instead of a list, and offers no other batch', async () => {
    answers.push(new ApiError(50396, '未配置AI模型，无法生成相似问题，请联系管理员', 503, 'errors.faq.modelNotConfigured'));
    await open();
    expect(byTestId('faq-ai-not-configured')[0]?.textContent).toContain('未配置AI模型，无法生成相似问题，请联系管理员');
    expect(items()).toEqual([]);
    expect(button('faq-ai-change').disabled).toBe(true);
    expect(button('faq-ai-add').disabled).toBe(true);
  });
});
