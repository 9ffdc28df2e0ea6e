// @vitest-environment jsdom
import { TERMS_PARAGRAPHS } from '@peilian/shared';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../app';
import { buildUser } from '../test/users';
import { routes } from './routes';
import { mountPoint } from '../test/mount';

// React's act() environment flag for a non-testing-library setup.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let remove: () => void;
let location = '';

function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function Routes() {
  return useRoutes(routes);
}

async function visit(path: string) {
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <Routes />
        <LocationProbe />
      </MemoryRouter>,
    );
  });
}

/**
 * Lets what a page waits for over more than one turn (a lazily imported module such as the endpoint
 * table of the first call, the strings of an area) arrive, inside act, until `done` (the test's
 * timeout ends a wait that never is).
 */
async function settle(done: () => boolean) {
  while (!done()) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
}

// The learner shell is imported once before the tests: its first import compiles the personal
// centre's modules, which on a loaded machine took longer than a test gives a page to appear
// (seen once, in a whole run). The routes still load it lazily; the tests are about where they go.
beforeAll(async () => {
  // For the whole file, not per test: a call or fallback still on its way after a test's end must
  // meet the same stand-ins, never the network or the worker's console while the file is torn down.
  // The shell refreshes the user on mount; answer as a server that is not there, but for the
  // organisation's look: a look that fails asks for a toast, which antd-mobile renders and later
  // closes in a React root of its own, outside the test's act and possibly after the file.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('api/systemconfig')
        ? Response.json({ successed: true, setting: { data: '{}' } })
        : new Response('{}', { status: 503 }),
    ),
  );
  // The unreachable server makes the shells log their fallbacks (edition, key, watermark).
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await import('../learner/shell');
});

beforeEach(() => {
  ({ container, root, remove } = mountPoint());
});

afterEach(() => {
  remove();
  sessionStore.getState().clear();
});

describe('routes', () => {
  it('redirects / to the login page', async () => {
    await visit('/');
    expect(location).toBe('/login');
    expect(container.querySelector('h1')?.textContent).toBe('登录');
  });

  it('sends an unauthenticated visit to the personal centre to login with a redirect', async () => {
    await visit('/user/mine');
    expect(location).toBe('/login?redirect=%2Fuser%2Fmine');
    expect(container.querySelector('[data-testid="login-submit"]')?.textContent).toContain('登录');
    expect(container.textContent).toContain('版本 2.1.0604');
  });

  it('shows the personal centre to a signed-in learner', async () => {
    sessionStore.getState().setUser(buildUser({ name: '李雷', trainningtime: 3725 }));
    await visit('/user/mine');
    // The learner shell and the page load on first visit, with their strings.
    await settle(() => container.querySelector('[data-testid="mine-name"]') !== null);
    expect(container.querySelector('[data-testid="mine-name"]')?.textContent).toBe('李雷');
    expect(container.querySelector('[data-testid="learning-time"]')?.textContent).toBe('01:02:05');
    expect(container.textContent).toContain('个人中心');
  });

  it('shows the user agreement and privacy policy to anyone, with every paragraph of the terms', async () => {
    await visit('/wxcall/clause');
    await settle(() => container.querySelector('[data-testid="clause-back"]') !== null);
    expect(container.querySelector('h1')?.textContent).toBe('用户协议和隐私政策');
    expect(container.querySelectorAll('.clause-text')).toHaveLength(TERMS_PARAGRAPHS.length);
    expect(container.textContent).toContain('15 个工作日内答复');
    expect(container.textContent).toContain('未满 18 周岁');
  });

  it('sends a learner opening the admin area to the 404 page', async () => {
    sessionStore.getState().setUser(buildUser());
    await visit('/admin/homePage/homePage');
    expect(location).toBe('/404');
    expect(container.textContent).toContain('页面错误或无权限');
    expect(container.querySelector('[data-testid="back-home"]')).not.toBeNull();
  });

  it('hides the return-home link from third-party users', async () => {
    sessionStore.getState().setUser(buildUser({ thirdparty: 1 }));
    await visit('/404');
    expect(container.textContent).toContain('页面错误或无权限');
    expect(container.querySelector('[data-testid="back-home"]')).toBeNull();
  });

  it('sends unknown paths to /404', async () => {
    await visit('/no/such/page');
    expect(location).toBe('/404');
  });

  it('sends a signed-in user opening login to their landing page', async () => {
    sessionStore.getState().setUser(buildUser());
    await visit('/login');
    expect(location).toBe('/user/dashboard/center');
    await settle(() => container.querySelector('h1') !== null);
    expect(container.querySelector('h1')?.textContent).toBe('培训中心');
  });

  it('shows the logged-out-elsewhere alert after a 10001 logout', async () => {
    sessionStore.getState().clear(10001);
    await visit('/login');
    expect(container.querySelector('[data-testid="logged-out-elsewhere"]')?.textContent).toContain('您的账号已在其他地方登录');
  });

  it('hides the admin tab from learners and shows it to admins', async () => {
    sessionStore.getState().setUser(buildUser());
    await visit('/user/dashboard/center');
    await settle(() => container.querySelector('.learner-tabs') !== null);
    expect(container.textContent).toContain('个人中心');
    expect(container.textContent).not.toContain('管理后台');
    await act(async () => sessionStore.getState().setUser(buildUser({ isadmin: 100 })));
    expect(container.textContent).toContain('管理后台');
  });

  it('opens the forced password change over the learner layout while needchangepwd is set', async () => {
    sessionStore.getState().setUser(buildUser({ needchangepwd: 1, serial: 's-1', changdays: 0 }));
    await visit('/user/dashboard/center');
    // The dialog loads when it opens.
    await settle(() => document.body.querySelector('[data-testid="password-reason"]') !== null);
    expect(document.body.querySelector('[data-testid="password-reason"]')?.textContent).toBe('首次登录需要修改密码');
    await act(async () => sessionStore.getState().setUser(buildUser({ needchangepwd: 2, serial: 's-1', changdays: 90 })));
    expect(document.body.querySelector('[data-testid="password-reason"]')?.textContent).toBe('您的密码已90天未修改，请修改密码');
    await act(async () => sessionStore.getState().setUser(buildUser()));
    expect(document.body.querySelector('[data-testid="password-dialog"]')).toBeNull();
  });

  it('lands a limited admin opening /admin on the first permitted function', async () => {
    sessionStore.getState().setUser(buildUser({ funcs: 'questionbank' }));
    await visit('/admin');
    // The guard waits for the licence, whose call first imports the endpoint table.
    await settle(() => location !== '/admin');
    expect(location).toBe('/admin/voice/questionbank');
  });
});
