import { describe, expect, it } from 'vitest';
import { authCodeTarget, inAppRoute } from './returnUrl';

const encoded = (query: string) => encodeURIComponent(`https://host.example/page?${query}`);

describe('authorisation-code return URL', () => {
  it('goes to the training centre for pageType 7', () => {
    expect(authCodeTarget(encoded('pageType=7&id=9'))).toBe('/user/dashboard/center');
  });

  it('opens the task by id for pageType 0 and by pkgid otherwise', () => {
    expect(authCodeTarget(encoded('pageType=0&id=t-1&pkgid=p-1'))).toBe('/user/dashboard/task?id=t-1');
    expect(authCodeTarget(encoded('pageType=3&id=t-1&pkgid=p-1'))).toBe('/user/dashboard/task?id=p-1');
    expect(authCodeTarget(encoded('id=t-1&pkgid=p%202'))).toBe('/user/dashboard/task?id=p%202');
  });

  it('reads a bare query string and one that was already decoded', () => {
    expect(authCodeTarget('pageType%3D0%26id%3D42')).toBe('/user/dashboard/task?id=42');
    expect(authCodeTarget('https://host.example/x?pageType=7')).toBe('/user/dashboard/center');
  });

  it('leaves the choice to the role when there is no returnUrl', () => {
    expect(authCodeTarget(null)).toBeNull();
    expect(authCodeTarget('')).toBeNull();
  });

  it('survives malformed escapes', () => {
    expect(authCodeTarget('pageType=0&id=%E0%A4%A')).toMatch(/^\/user\/dashboard\/task\?id=/);
  });
});

describe('third-party return URL', () => {
  const origin = 'https://peilian.example';

  it('takes app paths and hash routes of this origin', () => {
    expect(inAppRoute('/user/mine', origin)).toBe('/user/mine');
    expect(inAppRoute(encodeURIComponent('/user/dashboard/task?id=1'), origin)).toBe('/user/dashboard/task?id=1');
    expect(inAppRoute('#/user/mine', origin)).toBe('/user/mine');
    expect(inAppRoute('https://peilian.example/#/admin/homePage/homePage', origin)).toBe('/admin/homePage/homePage');
  });

  it('ignores other sites and nonsense', () => {
    expect(inAppRoute('https://evil.example/#/user/mine', origin)).toBeNull();
    expect(inAppRoute('//evil.example/user', origin)).toBeNull();
    expect(inAppRoute('javascript:alert(1)', origin)).toBeNull();
    expect(inAppRoute(null, origin)).toBeNull();
  });
});
