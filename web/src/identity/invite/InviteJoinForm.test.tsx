// @vitest-environment jsdom
import { bindEndpoints, createApiClient, createInviteJoinStore, type TransportRequest, type TransportResponse } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { servingLocales } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { InviteJoinForm } from './InviteJoinForm';
import { INVALID_CODE } from './joinForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  vi.stubGlobal('fetch', servingLocales());
  await i18n.loadNamespaces(['common']);
  vi.unstubAllGlobals();
});

let mount: MountPoint;
beforeEach(() => {
  mount = mountPoint();
});
afterEach(() => mount.remove());

const PREVIEW = { code: 'AbCd2345', title: '春季入职', orgname: '演示汽车', departmentname: '销售部', validdate: '', strongpassword: 0 };
const KEY = { successed: true, randomkey: 'k-join', key: 'A'.repeat(43), expiresIn: 300, captcha: false };
const FULL = { status: 409, data: { successed: false, errcode: 40909, errmsg: '该邀请码的邀请人数已满' } };

/** The join store over the real client and learner table, the code already found; joins are refused as full. */
async function readyStore(requests: TransportRequest[]) {
  const client = createApiClient({
    transport: async (request): Promise<TransportResponse> => {
      requests.push(request);
      if (request.url.endsWith('/api/login/randomcode')) return { status: 200, data: KEY };
      return request.url.endsWith('/join') ? FULL : { status: 200, data: { successed: true, invite: PREVIEW } };
    },
    baseUrl: '',
    client: { browser: 'b', os: 'o', from: 'pc' },
    getToken: () => undefined,
  });
  const randomBytes = (length: number) => new Uint8Array(length).fill(7);
  const store = createInviteJoinStore(bindEndpoints(client, LEARNER_ENDPOINTS).auth, { invalidCode: () => INVALID_CODE, randomBytes });
  await store.getState().open('AbCd2345');
  return store;
}

const byTestId = (id: string) => mount.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const input = (name: string) => mount.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const submit = () => act(() => void byTestId('invite-join-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

function type(name: string, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input(name), value);
    input(name).dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the invite join form', () => {
  it('names what is missing under each field and sends nothing', async () => {
    const requests: TransportRequest[] = [];
    const store = await readyStore(requests);
    act(() =>
      mount.root.render(
        <MemoryRouter>
          <InviteJoinForm store={store} />
        </MemoryRouter>,
      ),
    );
    submit();
    expect(byTestId('mobile-error')?.textContent).toBe('请先输入手机号');
    expect(byTestId('code-error')?.textContent).toBe('请先输入验证码');
    expect(byTestId('name-error')?.textContent).toBe('请先输入姓名');
    expect(byTestId('password-error')?.textContent).toBe('请输入密码');
    expect(byTestId('agreement-error')?.textContent).toBe('请先勾选同意用户协议和隐私政策');
    expect(requests.filter((request) => request.url.endsWith('/join'))).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const requests: TransportRequest[] = [];
    const store = await readyStore(requests);
    act(() =>
      mount.root.render(
        <MemoryRouter>
          <InviteJoinForm store={store} />
        </MemoryRouter>,
      ),
    );
    type('mobile', '139-1234-5678');
    type('code', '123456');
    type('name', '王芳');
    type('password', 'Chosen12');
    type('confirm', 'Chosen12');
    act(() => byTestId('agreement')!.click());
    submit();
    await settle();
    expect(byTestId('invite-join-error')?.textContent).toBe('该邀请码的邀请人数已满');
    expect([input('mobile').value, input('code').value, input('name').value, input('password').value]).toEqual(['13912345678', '123456', '王芳', 'Chosen12']);
    expect(store.getState().status).toBe('ready');
    expect(requests.filter((request) => request.url.endsWith('/api/invite/AbCd2345/join'))).toHaveLength(1);
  });
});
