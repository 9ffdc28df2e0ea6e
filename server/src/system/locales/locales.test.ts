import { en, localeResponseSchema, zhTW } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/locales/:language/:namespace', () => {
  it("answers one namespace of a language's strings, cacheable, without the other namespaces", async () => {
    const response = await server.fetch('/api/locales/en/practice');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { messages } = localeResponseSchema.parse(await response.json());
    expect(messages.practiceLearner).toEqual(en.practiceLearner);
    expect(Object.keys(messages).sort()).toEqual(['dialogue', 'faqLearner', 'practiceLearner', 'practiceSession']);
  });

  it('answers the common namespace of zh-TW with its error messages', async () => {
    const { messages } = localeResponseSchema.parse(await (await server.fetch('/api/locales/zh-TW/common')).json());
    expect(messages.errors).toEqual(zhTW.errors);
    expect(messages).not.toHaveProperty('people');
  });

  it.each(['/api/locales/fr/common', '/api/locales/en/nothing', '/api/locales/en/__proto__'])('answers 404 for %s', async (path) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ successed: false });
  });
});
