// @vitest-environment jsdom
import { bindEndpoints, createApiClient, createChatStore, createMemoryStorage, createSearchStore, type TransportResponse } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app';
import { servingLocales } from '../test/locales';
import { mountPoint, type MountPoint } from '../test/mount';
import { ChatView } from './ChatView';
import { SearchHistory } from './SearchHistory';

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

const ANSWER = {
  successed: true,
  answered: true,
  answer: '保养周期为每5000公里一次[1]。',
  citations: [{ n: 1, documentId: 'd1', documentName: '产品手册.pdf', chunkId: 'c1', text: '车辆保养周期为每5000公里一次。', page: 3 }],
};

/** The learner table over the real client; only the transport is scripted, and the requests are kept. */
function calls(...answers: TransportResponse[]) {
  const sent: { url: string; body: unknown }[] = [];
  const client = createApiClient({
    transport: async (request) => {
      sent.push({ url: request.url, body: request.body });
      return answers.shift() ?? { status: 200, data: ANSWER };
    },
    baseUrl: '',
    client: { browser: 'b', os: 'o', from: 'pc' },
    getToken: () => 't',
  });
  return { api: bindEndpoints(client, LEARNER_ENDPOINTS).assistant, sent };
}

const byTestId = (id: string) => mount.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const allByTestId = (id: string) => [...mount.container.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function type(element: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  act(() => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the knowledge chat on screen', () => {
  it('asks, and shows the answer whose numbered citation opens its passage with document and page', async () => {
    const { api, sent } = calls();
    const store = createChatStore({ ask: (body) => api.ask({}, body) });
    act(() => mount.root.render(<ChatView store={store} />));
    act(() => byTestId('chat-send')!.click());
    expect(byTestId('chat-invalid')!.textContent).toBe('请输入您的问题');
    type(byTestId('chat-input')!, '保养周期是多少？');
    act(() => byTestId('chat-send')!.click());
    await settle();
    expect(sent[0]).toMatchObject({ url: '/api/trainning/knowledge/ask' });
    const cite = byTestId('chat-cite')!;
    expect(cite.getAttribute('aria-label')).toBe('查看引用1：产品手册.pdf');
    expect(byTestId('chat-passage')).toBeNull();
    act(() => cite.click());
    expect(cite.getAttribute('aria-expanded')).toBe('true');
    expect(byTestId('chat-passage')!.textContent).toContain('产品手册.pdf');
    expect(byTestId('chat-passage')!.textContent).toContain('第3页');
    expect(byTestId('chat-passage')!.textContent).toContain('车辆保养周期');
  });

  it('says when the documents hold nothing, and when the assistant is off the box gives way to why', async () => {
    const { api } = calls(
      { status: 200, data: { successed: true, answered: false, answer: '文档中没有相关内容', citations: [] } },
      { status: 403, data: { successed: false, errcode: 40340, errmsg: '智能助手未启用，请联系管理员配置大模型服务' } },
    );
    const store = createChatStore({ ask: (body) => api.ask({}, body) });
    act(() => mount.root.render(<ChatView store={store} />));
    type(byTestId('chat-input')!, '火星');
    act(() => byTestId('chat-send')!.click());
    await settle();
    expect(byTestId('chat-not-found')!.textContent).toContain('文档中未找到相关内容');
    type(byTestId('chat-input')!, '保养');
    act(() => byTestId('chat-send')!.click());
    await settle();
    expect(byTestId('chat-blocked')!.textContent).toBe('智能助手未启用，请联系管理员配置大模型服务');
    expect(byTestId('chat-input')).toBeNull();
    expect(byTestId('chat-retry')).not.toBeNull();
  });
});

describe('the search history on screen', () => {
  it('searches again from a tapped entry, moving it to the top, and clears', async () => {
    const { api, sent } = calls(
      { status: 200, data: { successed: true, rows: [], total: 0 } },
      { status: 200, data: { successed: true, rows: [], total: 0 } },
      { status: 200, data: { successed: true, rows: [], total: 0 } },
    );
    const store = createSearchStore({ search: (query) => api.search(query), storage: createMemoryStorage(), key: 'k' });
    await store.getState().search('保养');
    await store.getState().search('试驾');
    act(() => mount.root.render(<SearchHistory store={store} />));
    const entries = () => allByTestId('search-history-entry').map((entry) => entry.textContent);
    expect(entries()).toEqual(['试驾', '保养']);
    expect(allByTestId('search-history-entry')[1]!.getAttribute('aria-label')).toBe('再次搜索“保养”');
    act(() => allByTestId('search-history-entry')[1]!.click());
    await settle();
    expect(entries()).toEqual(['保养', '试驾']);
    expect(sent.at(-1)?.url).toContain('text=%E4%BF%9D%E5%85%BB');
    act(() => byTestId('search-history-clear')!.click());
    await settle();
    expect(entries()).toEqual([]);
  });
});

describe('the customer-service page’s chat', () => {
  it('says an expired token in place of the box', async () => {
    const { api } = calls({ status: 403, data: { successed: false, errcode: 40342, errmsg: '智能客服链接已失效，请关闭后重新打开' } });
    const store = createChatStore({ ask: (body) => api.aiCenterAsk({}, { token: 'expired', ...body }) });
    act(() => mount.root.render(<ChatView store={store} />));
    type(byTestId('chat-input')!, '保养周期？');
    act(() => byTestId('chat-send')!.click());
    await settle();
    expect(byTestId('chat-blocked')).toMatchObject({ textContent: '智能客服链接已失效，请关闭后重新打开' });
    expect(byTestId('chat-blocked')!.dataset.key).toBe('errors.assistant.tokenInvalid');
  });
});
