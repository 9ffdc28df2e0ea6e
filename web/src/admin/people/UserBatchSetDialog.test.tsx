// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { newAdminQueryClient } from '../data/AdminDataProvider';
import { UserBatchSetDialog } from './UserBatchSetDialog';

/**
 * The batch placement dialog over the real data layer and API client; only the server is stood in
 * for (`fetch`): it answers the trees and the assignable roles, and records what the batch sends.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORG = '/api/admin/organization';
const DEPARTMENTS = [{ id: 'd-sales', name: '销售部', parentid: '', sort: 0, usercount: 3, children: [] }];
const POSITIONS = [{ id: 'p-lead', name: '销售主管', parentid: '', usercount: 1, children: [] }];
const ROLE = { type: 0, description: '', status: 0, funcs: [], apps: [], audit: 0, notify: 0, usercount: 0, createdate: '', manageable: 1 };
const ROLES = [
  { ...ROLE, id: 'r-learner', name: '学员' },
  { ...ROLE, id: 'r-trainer', name: '培训管理员' },
];
const PROTECTED = { successed: false, errcode: 40302, errmsg: '该用户拥有您没有的权限，您不能修改该用户' };

let mount: MountPoint;
let sent: unknown[];
let batchAnswer: { status: number; body: unknown };

beforeAll(() => loadEveryNamespace(i18n));

const READS: Record<string, unknown> = {
  [`${ORG}/department`]: { successed: true, data: DEPARTMENTS },
  [`${ORG}/positions`]: { successed: true, rows: POSITIONS },
  [`${ORG}/user/roles`]: { successed: true, rows: ROLES },
};

async function server(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://localhost/').pathname;
  if (path === `${ORG}/user/batchset` && init?.method === 'POST') {
    sent.push(JSON.parse(String(init.body)));
    return Response.json(batchAnswer.body, { status: batchAnswer.status });
  }
  return READS[path] ? Response.json(READS[path]) : new Response('not found', { status: 404 });
}

beforeEach(() => {
  stubAntdMeasuring();
  vi.stubGlobal('fetch', vi.fn(server));
  mount = mountPoint();
  sent = [];
  batchAnswer = { status: 200, body: { successed: true, updated: 2 } };
});

afterEach(() => {
  mount.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function open(onDone: (updated: number) => void = () => undefined) {
  act(() =>
    mount.root.render(
      <QueryClientProvider client={newAdminQueryClient()}>
        <UserBatchSetDialog ids={['u-1', 'u-2']} onClose={() => undefined} onDone={onDone} />
      </QueryClientProvider>,
    ),
  );
  await settle();
  await settle();
}

/** Opens the picker of the field `id` and clicks the choice shown as `label`. */
async function choose(id: string, label: string) {
  const field = document.getElementById(id)!.closest<HTMLElement>('.ant-select')!;
  act(() => void field.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })));
  await settle();
  const choices = [...document.body.querySelectorAll<HTMLElement>('.ant-select-item-option, .ant-select-tree-node-content-wrapper')];
  const choice = choices.find((element) => element.textContent === label);
  if (!choice) throw new Error(`no choice "${label}" among ${choices.map((element) => element.textContent).join(', ')}`);
  act(() => choice.click());
  await settle();
}

async function save() {
  act(() => byTestId('user-batch-set-save')!.click());
  for (let step = 0; step < 5; step += 1) await settle();
}

// antd's first render in jsdom takes seconds on a busy two-core machine.
describe('the batch placement dialog', { timeout: 30_000 }, () => {
  it('sends only the fields filled: no position and a role, the department kept', async () => {
    const done: number[] = [];
    await open((updated) => done.push(updated));
    await choose('batch-position', '无岗位');
    await choose('batch-role', '培训管理员');
    await save();
    expect(sent).toEqual([{ ids: ['u-1', 'u-2'], positionid: '', roleid: 'r-trainer' }]);
    expect(done).toEqual([2]);
  });

  it('sends a department and a position, and "no role" as an empty role', async () => {
    await open();
    await choose('batch-department', '销售部');
    await choose('batch-position', '销售主管');
    await choose('batch-role', '无角色');
    await save();
    expect(sent).toEqual([{ ids: ['u-1', 'u-2'], departmentid: 'd-sales', positionid: 'p-lead', roleid: '' }]);
  });

  it('says that something must be set and sends nothing when every field is left as it is', async () => {
    await open();
    await save();
    expect(document.body.textContent).toContain('请至少设置部门、岗位、角色中的一项');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal above the form and keeps the dialog open", async () => {
    batchAnswer = { status: 403, body: PROTECTED };
    const done: number[] = [];
    await open((updated) => done.push(updated));
    await choose('batch-department', '销售部');
    await save();
    expect(byTestId('user-batch-set-errors')?.textContent).toContain(PROTECTED.errmsg);
    expect(done).toEqual([]);
  });
});
