import { commonListResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const list = async (name: string, language?: string) => {
  const response = await server.fetch(`/api/common/${name}`, language ? { headers: { 'Accept-Language': language } } : {});
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('GET api/common/{name}', () => {
  it("answers the registration's business types in the caller's language, with the values the form sends, before anyone signs in", async () => {
    const zh = commonListResponseSchema.parse((await list('businesstype')).body);
    expect(zh.rows[0]).toEqual({ value: '1', label: '零售' });
    expect(zh.rows.at(-1)).toEqual({ value: String(zh.rows.length), label: '其他' });
    const en = commonListResponseSchema.parse((await list('businesstype', 'en')).body);
    expect(en.rows.map((row) => row.value)).toEqual(zh.rows.map((row) => row.value));
    expect(en.rows[0]!.label).not.toBe('零售');
  });

  it('answers the languages, and an unknown name as not found in the caller’s language', async () => {
    expect(commonListResponseSchema.parse((await list('language')).body).rows.map((row) => row.value)).toEqual(['zh-CN', 'zh-TW', 'en']);
    expect(await list('nothing', 'en')).toMatchObject({ status: 404, body: { successed: false, errcode: 40400 } });
  });
});
