import { apiFailureSchema, healthResponseSchema, versionResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASE_URL, type TestServer } from '../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/health', () => {
  it('answers the documented shape with the version, database kind and edition', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.version).toBe('2.1.0604');
    expect(body.database).toBe(TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.edition).toBe('hosted');
  });

  it('reports the private edition when configured', async () => {
    const other = await startTestServer({ env: { EDITION: 'private' } });
    try {
      const body = healthResponseSchema.parse(await (await other.fetch('/api/health')).json());
      expect(body.edition).toBe('private');
    } finally {
      await other.close();
    }
  });

  it('echoes a sane x-request-id and replaces an unsafe one', async () => {
    const echoed = await server.fetch('/api/health', { headers: { 'x-request-id': 'abc-123.x' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123.x');
    const replaced = await server.fetch('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await server.fetch('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/admin/system/version', () => {
  it('gives administrators the version label', async () => {
    const token = await server.login('admin01');
    const response = await server.fetch('/api/admin/system/version', { headers: { token } });
    expect(response.status).toBe(200);
    expect(versionResponseSchema.parse(await response.json()).version).toBe('2.1.0604');
  });

  it('refuses learners with 403 errors.forbidden', async () => {
    const token = await server.login('learner01');
    const response = await server.fetch('/api/admin/system/version', { headers: { token } });
    expect(response.status).toBe(403);
    expect(apiFailureSchema.parse(await response.json()).errcode).toBe(40300);
  });
});
