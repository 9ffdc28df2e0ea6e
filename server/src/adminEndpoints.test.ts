import { WORD_KINDS } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { describe, expect, it } from 'vitest';
import { createRouters } from './routes.js';

/**
 * Every call of the back office's endpoint table is a route the server registers, with the same
 * method and the same path template — a renamed route or a mistyped table entry fails here, not
 * in the browser. A few routes are registered once per value of a parameter: those are expanded.
 */
const EXPANDED: Record<string, readonly string[]> = { kind: WORD_KINDS };

function registered(): Set<string> {
  const routers = createRouters();
  const routes = new Set<string>();
  for (const router of [routers.public, routers.learner, routers.admin]) {
    for (const layer of router.stack) for (const method of layer.methods) routes.add(`${method} ${String(layer.path)}`);
  }
  return routes;
}

function expand(path: string): string[] {
  const name = Object.keys(EXPANDED).find((param) => path.includes(`:${param}`));
  if (!name) return [path];
  return EXPANDED[name]!.flatMap((value) => expand(path.replace(`:${name}`, value)));
}

describe('the admin endpoint table', () => {
  const routes = registered();
  const entries = Object.entries(ADMIN_ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, definition]) => ({ call: `${group}.${name}`, method: definition.method, path: definition.path })),
  );

  it.each(entries)('$call is a registered route', ({ method, path }) => {
    for (const concrete of expand(path)) expect(routes, `${method} /${concrete}`).toContain(`${method} /${concrete}`);
  });
});
