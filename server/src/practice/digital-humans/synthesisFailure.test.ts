import { voiceTemplateResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, voiceTemplateBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';

let server: TestServer;
let owner: Caller;

beforeAll(async () => {
  // A TTS provider that cannot run: espeak-ng is not where the configuration says.
  server = await startTestServer({ env: { ESPEAK_PATH: '/nonexistent/espeak-ng' } });
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

describe('voice synthesis when the TTS provider is unavailable', () => {
  it('leaves the template unvoiced and failed with the reason, and a new run may start', async () => {
    const id = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody());
    expect((await owner('POST', `/api/admin/voice/digitalhuman/${id}/synthesize`)).status).toBe(200);
    let template = voiceTemplateResponseSchema.parse((await owner('GET', `/api/admin/voice/digitalhuman/${id}`)).body).digitalhuman;
    while (template.synthstatus === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      template = voiceTemplateResponseSchema.parse((await owner('GET', `/api/admin/voice/digitalhuman/${id}`)).body).digitalhuman;
    }
    expect(template).toMatchObject({ synthstatus: 'failed', voiced: 0, synthdone: 0 });
    expect(template.syntherror).toContain('not found');
    const again = voiceTemplateResponseSchema.parse((await owner('POST', `/api/admin/voice/digitalhuman/${id}/synthesize`)).body).digitalhuman;
    expect(again.synthstatus).toBe('running');
    while (voiceTemplateResponseSchema.parse((await owner('GET', `/api/admin/voice/digitalhuman/${id}`)).body).digitalhuman.synthstatus === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
