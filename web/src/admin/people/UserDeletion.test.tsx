// @vitest-environment jsdom
import type { AdminUser } from '@peilian/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, sessionStore } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { buildUser } from '../../test/users';
import { newAdminQueryClient } from '../data/AdminDataProvider';
import { useAdminQuery } from '../data/queries';
import { useSelection } from '../blocks/useSelection';
import { UserBatchBar } from './UserBatchBar';
import { UserTable } from './UserTable';
import { useCaller } from './useCaller';
import { useUserActions, type Notify } from './useUserActions';

/**
 * Deleting users from the list, one by its row's action or the chosen ones from the batch bar, over
 * the real data layer and API client; only the server is stood in for (`fetch`): it keeps a list of
 * users, deletes from it as asked and records what was sent.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORG = '/api/admin/organization';
const REFUSED = { successed: false, errcode: 40302, errmsg: '该用户拥有您没有的权限，您不能删除该用户' };

const aUser = (id: string, account: string, name: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...{ id, account, name, avatar: '', sex: 1, mobile: '', workno: '', email: '', departmentid: 'd-1', departmentname: '销售部' },
  ...{ roleid: '', rolename: '', positionid: '', positionname: '', managerid: '', managername: '', wechatname: '', memo: '', roletype: -1 },
  ...{ disabled: 0, voiceprint: 0, reviewstatus: 'approved', validdate: '', entrydate: '', orgowner: 0, topadmin: 0, manageable: 1 },
  ...{ company: '', jobtitle: '', createdate: '' },
  ...overrides,
});

let mount: MountPoint;
let users: AdminUser[];
let sent: { method: string; path: string; body?: unknown }[];
let refuse: boolean;
let notices: string[];

beforeAll(() => loadEveryNamespace(i18n));

/** The server's part: the list, one delete by id and the batch delete (all or, refused, none). */
async function server(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://localhost/').pathname;
  const method = init?.method ?? 'GET';
  if (path === `${ORG}/userlist`) return Response.json({ successed: true, rows: users, total: users.length });
  const body = init?.body ? (JSON.parse(String(init.body)) as { ids: string[] }) : undefined;
  sent.push({ method, path, ...(body ? { body } : {}) });
  if (refuse) return Response.json(REFUSED, { status: 403 });
  const ids = path === `${ORG}/user/batchdelete` ? body!.ids : [path.slice(`${ORG}/user/`.length)];
  users = users.filter((user) => !ids.includes(user.id));
  return Response.json(path.endsWith('batchdelete') ? { successed: true, updated: ids.length } : { successed: true });
}

beforeEach(() => {
  stubAntdMeasuring();
  vi.stubGlobal('fetch', vi.fn(server));
  sessionStore.getState().setUser(buildUser({ id: 'u-owner', orgowner: 1, isadmin: 1 }));
  mount = mountPoint();
  users = [
    aUser('u-owner', 'owner01', '企业负责人', { orgowner: 1 }),
    aUser('u-top', 'superadmin', '超级管理员', { topadmin: 1, manageable: 0 }),
    aUser('u-1', 'learner01', '张三'),
    aUser('u-2', 'learner02', '李四'),
    aUser('u-3', 'learner03', '王五'),
  ];
  sent = [];
  refuse = false;
  notices = [];
});

afterEach(() => {
  mount.remove();
  document.body.innerHTML = '';
  sessionStore.getState().clear();
  vi.unstubAllGlobals();
});

/** The user list's pane as the page wires it: the batch bar over the table with each row's actions. */
function UserList() {
  const caller = useCaller();
  const selection = useSelection('all');
  const notify: Notify = { success: (text) => notices.push(text), error: (text) => notices.push(`error: ${text}`) };
  const actions = useUserActions(notify);
  const list = useAdminQuery('users', 'list', {});
  const none = () => undefined;
  return (
    <>
      <UserBatchBar selection={selection} notify={notify} />
      <UserTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        paging={{ page: 1, rows: 30 }}
        loading={list.loading}
        onPaging={none}
        actions={{ ...actions, edit: none, reset: none, canManage: caller.canManage, canDisable: caller.canDisable, canRemove: caller.canRemove }}
        selection={selection}
      />
    </>
  );
}

const settle = async (times = 5) => {
  for (let step = 0; step < times; step += 1) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
};
const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const accounts = () => [...document.body.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.getAttribute('data-row-key'));
const popconfirm = () => document.body.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)');

async function open() {
  act(() =>
    mount.root.render(
      <QueryClientProvider client={newAdminQueryClient()}>
        <UserList />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

/** Clicks `testId`, checks the confirm's question and confirms it. */
async function confirmThrough(testId: string, question: string) {
  act(() => byTestId(testId)!.click());
  await settle();
  expect(popconfirm()?.textContent).toContain(question);
  act(() => popconfirm()!.querySelector<HTMLElement>('.ant-btn-primary')!.click());
  await settle(10);
}

function choose(id: string) {
  const row = document.body.querySelector(`tbody tr[data-row-key="${id}"]`)!;
  act(() => row.querySelector<HTMLElement>('.ant-checkbox-input')!.click());
}

// antd's first render in jsdom takes seconds on a busy two-core machine.
describe('deleting users from the list', { timeout: 30_000 }, () => {
  it('offers delete only on users the caller may act on, never oneself or the owner', async () => {
    await open();
    expect(accounts()).toEqual(['u-owner', 'u-top', 'u-1', 'u-2', 'u-3']);
    const offered = [...document.body.querySelectorAll('[data-testid^="user-remove-"]')].map((button) => button.getAttribute('data-testid'));
    expect(offered).toEqual(['user-remove-learner01', 'user-remove-learner02', 'user-remove-learner03']);
  });

  it('deletes one user after the confirm naming them, tells so and reads the list again', async () => {
    await open();
    await confirmThrough('user-remove-learner02', '确定删除用户“李四”吗？删除后该用户不能登录，可在回收站恢复');
    expect(sent).toEqual([{ method: 'DELETE', path: `${ORG}/user/u-2` }]);
    expect(notices).toEqual(['用户已删除']);
    expect(accounts()).toEqual(['u-owner', 'u-top', 'u-1', 'u-3']);
  });

  it("shows the server's refusal and keeps the user", async () => {
    refuse = true;
    await open();
    await confirmThrough('user-remove-learner01', '确定删除用户“张三”吗？');
    expect(notices).toEqual([`error: ${REFUSED.errmsg}`]);
    expect(accounts()).toContain('u-1');
  });

  it('deletes the chosen users in one batch after the confirm naming how many, then clears the choice', async () => {
    await open();
    choose('u-1');
    choose('u-3');
    await settle();
    expect(byTestId('batch-count')?.textContent).toBe('已选择 2 项');
    await confirmThrough('user-batch-remove', '确定删除所选的 2 个用户吗？删除后他们不能登录，可在回收站恢复');
    expect(sent).toEqual([{ method: 'POST', path: `${ORG}/user/batchdelete`, body: { ids: ['u-1', 'u-3'] } }]);
    expect(notices).toEqual(['已删除 2 个用户']);
    expect(accounts()).toEqual(['u-owner', 'u-top', 'u-2']);
    expect(byTestId('batch-bar')).toBeNull();
  });

  it('keeps the choice when the batch is refused (nobody deleted)', async () => {
    refuse = true;
    await open();
    choose('u-2');
    await settle();
    await confirmThrough('user-batch-remove', '确定删除所选的 1 个用户吗？');
    expect(notices).toEqual([`error: ${REFUSED.errmsg}`]);
    expect(accounts()).toHaveLength(5);
    expect(byTestId('batch-count')?.textContent).toBe('已选择 1 项');
  });
});
