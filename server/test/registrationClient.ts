import { randomBytes } from 'node:crypto';
import { uploadResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { organisations } from '../src/db/schema/index.js';
import { randomMobile } from './factories.js';
import type { TestServer } from './harness.js';
import { sealPassword } from './identityClient.js';
import { PNG_BYTES, uploadFile } from './uploads.js';

/** The password of every enterprise `registerEnterprise` registers. */
export const REGISTRANT_PASSWORD = 'Owner@2026';

/**
 * Registers an enterprise through the public form, as the web app does (a logo uploaded first, the
 * password sealed), in the registrant's language; answers what was registered and the organisation's
 * id. Registrations are budgeted per IP per hour: a file registering many moves its clock.
 */
export async function registerEnterprise(server: Pick<TestServer, 'fetch' | 'database'>, language = 'zh-CN') {
  const unique = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;
  const logo = uploadResponseSchema.parse(await (await uploadFile(server.fetch, PNG_BYTES)).json()).path;
  const form = { orgname: unique('审核企业'), business: '2', logo, contact: '孙丽', mobile: randomMobile(), account: unique('boss_') };
  const response = await server.fetch('/api/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': language },
    body: new URLSearchParams({ ...form, ...(await sealPassword(server.fetch, REGISTRANT_PASSWORD)) }).toString(),
  });
  expect(response.status).toBe(200);
  const [org] = await server.database.db.select().from(organisations).where(eq(organisations.name, form.orgname));
  return { ...form, id: org!.id };
}
