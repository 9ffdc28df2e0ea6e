// @vitest-environment jsdom
import { FUNCTION_TREE, functionForRoute, functionRoute, UNBUILT_FUNCTIONS } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_MODULES, ADMIN_ROUTES } from './adminRoutes';

describe('admin route table', () => {
  it('holds only routes of the function tree, each once, so the guard knows every page', () => {
    const paths = ADMIN_ROUTES.map((route) => `/admin/${route.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => !functionForRoute(path))).toEqual([]);
    expect(paths).toContain('/admin/homePage/homePage');
  });

  it('has a page for every function of the tree but the unbuilt ones, and none for those', () => {
    const paths = new Set(ADMIN_ROUTES.map((route) => `/admin/${route.path}`));
    const withoutPage = FUNCTION_TREE.filter((node) => !paths.has(functionRoute(node))).map((node) => node.key);
    expect(withoutPage.sort()).toEqual([...UNBUILT_FUNCTIONS].sort());
  });

  it("titles only each module's own pages", () => {
    for (const module of ADMIN_ROUTE_MODULES) {
      const own = module.routes.map((route) => `/admin/${route.path}`);
      expect(Object.keys(module.titles).filter((path) => !own.includes(path))).toEqual([]);
    }
  });
});
