// @vitest-environment jsdom
import { OPEN_TYPES } from '@peilian/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { newAdminQueryClient } from '../data/AdminDataProvider';
import { CatalogueAccessDialog } from './CatalogueAccessDialog';

/**
 * The access list dialog over the real data layer and API client; only the server is stood in for
 * (`fetch`): it answers the catalogue's list and the positions, and records what a save sends.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ACL = '/api/admin/material/acl/catalog/c-own';
const OWN_LIST = { inherit: 0, opentype: OPEN_TYPES.full, users: [], positions: [], fromid: 'c-own', fromname: '新人话术', editable: 1 };
const POSITIONS = [{ id: 'p-lead', name: '销售经理', parentid: '', usercount: 1, children: [] }];
const SELF_LOCK = { successed: false, errcode: 40914, errmsg: '保存后您将无法管理该目录：请把自己或所在岗位留在名单中' };

let mount: MountPoint;
let access: Record<string, unknown>;
let sent: unknown[];
let saveAnswer: { status: number; body: unknown };

beforeAll(() => loadEveryNamespace(i18n));

async function server(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://localhost/').pathname;
  if (path === ACL && init?.method === 'PUT') {
    sent.push(JSON.parse(String(init.body)));
    return Response.json(saveAnswer.body, { status: saveAnswer.status });
  }
  if (path === ACL) return Response.json({ successed: true, access });
  if (path === '/api/admin/organization/positions') return Response.json({ successed: true, rows: POSITIONS });
  if (path === '/api/admin/organization/userpicker') return Response.json({ successed: true, rows: [], total: 0 });
  return new Response('not found', { status: 404 });
}

beforeEach(() => {
  stubAntdMeasuring();
  vi.stubGlobal('fetch', vi.fn(server));
  mount = mountPoint();
  access = OWN_LIST;
  sent = [];
  saveAnswer = { status: 200, body: { successed: true, access: OWN_LIST } };
});

afterEach(() => {
  mount.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const settleFully = async () => {
  for (let step = 0; step < 5; step += 1) await settle();
};

async function open(onSaved: () => void = () => undefined) {
  act(() =>
    mount.root.render(
      <QueryClientProvider client={newAdminQueryClient()}>
        <CatalogueAccessDialog catalogue={{ id: 'c-own', name: '新人话术', parentid: '' }} onClose={() => undefined} onSaved={onSaved} />
      </QueryClientProvider>,
    ),
  );
  await settleFully();
}

async function chooseType(value: number) {
  act(() => byTestId(`catalog-access-type-${value}`)!.click());
  await settleFully();
}

async function choosePosition(label: string) {
  const field = document.getElementById('catalog-access-positions')!.closest<HTMLElement>('.ant-select')!;
  act(() => void field.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })));
  await settle();
  const choice = [...document.body.querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper')].find((element) => element.textContent === label);
  act(() => choice!.click());
  await settle();
}

async function save() {
  act(() => byTestId('catalog-access-save')!.click());
  await settleFully();
}

// antd's first render in jsdom takes seconds on a busy two-core machine.
describe('the catalogue access dialog', { timeout: 30_000 }, () => {
  it('makes a catalogue private', async () => {
    const saved: string[] = [];
    await open(() => saved.push('saved'));
    await chooseType(OPEN_TYPES.private);
    await save();
    expect(sent).toEqual([{ inherit: 0, opentype: OPEN_TYPES.private, users: [], positions: [] }]);
    expect(saved).toEqual(['saved']);
  });

  it('refuses an appointed list naming nobody, then sends the position chosen', async () => {
    await open();
    await chooseType(OPEN_TYPES.appointed);
    await save();
    expect(document.body.textContent).toContain('请至少指定一个人员或岗位');
    expect(sent).toEqual([]);
    await choosePosition('销售经理');
    await save();
    expect(sent).toEqual([{ inherit: 0, opentype: OPEN_TYPES.appointed, users: [], positions: ['p-lead'] }]);
  });

  it('shows where a followed list comes from', async () => {
    access = { ...OWN_LIST, inherit: 1, opentype: OPEN_TYPES.public, fromid: 'c-top', fromname: '销售话术' };
    await open();
    expect(byTestId('catalog-access-from')?.textContent).toBe('当前沿用“销售话术”的设置');
    expect(byTestId('catalog-access-opentype')).toBeNull();
  });

  it('only shows the list to an admin who may not edit the catalogue', async () => {
    access = { ...OWN_LIST, opentype: OPEN_TYPES.public, editable: 0 };
    await open();
    expect(byTestId('catalog-access-readonly')?.textContent).toBe('您只能查看该目录的权限设置');
    expect(document.querySelector<HTMLInputElement>('#catalog-access-inherit')?.disabled).toBe(true);
    expect([...document.querySelectorAll<HTMLInputElement>('.ant-radio-input')].every((radio) => radio.disabled)).toBe(true);
    expect(byTestId('catalog-access-save')).toBeNull();
  });

  it("shows the server's refusal above the form and keeps the dialog open", async () => {
    saveAnswer = { status: 409, body: SELF_LOCK };
    const saved: string[] = [];
    await open(() => saved.push('saved'));
    await chooseType(OPEN_TYPES.private);
    await save();
    expect(byTestId('catalog-access-error')?.textContent).toContain(SELF_LOCK.errmsg);
    expect(saved).toEqual([]);
  });
});
