import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { describe, expect, it } from 'vitest';
import { createRouters } from './routes.js';
import { registeredRoutes, routeKey } from './http/routeList.js';

/** The learner table is what the PWA and the mini-program call: each of its entries must be a route the server serves. */
describe('the learner endpoint table', () => {
  const served = new Set(registeredRoutes(createRouters()).map(routeKey));
  const calls = Object.entries(LEARNER_ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, definition]) => ({
      name: `${group}.${name}`,
      key: routeKey({ method: definition.method, path: `/${definition.path}` }),
    })),
  );

  it.each(calls)('$name ($key) is a registered route', ({ key }) => {
    expect(served.has(key)).toBe(true);
  });
});
