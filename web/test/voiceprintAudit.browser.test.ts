import { encodeWav } from '@peilian/server/testing';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import { apiSignIn } from './support/serverApi';

// The voiceprint audit (admin §3–4, `check`): a re-registration of learner01 waits; the signed-in
// superadmin (a voiceprint of their own, from the demo seed) plays the new sample and passes it.
const ORIGINAL = 'voiceprint/20260101/browser-original.wav';
const RENEWED = 'voiceprint/20260101/browser-new.wav';
const org = "(select org_id from users where account = 'learner01')";
const app = useAppUnderTest({
  viewport: DESKTOP,
  data: [
    {
      sql: `INSERT INTO voiceprints (org_id, user_id, provider, embedding, sample_key)
            SELECT org_id, id, 'embedding', '{1,0,0,0}', org_id || '/${ORIGINAL}' FROM users WHERE account = 'learner01'`,
    },
    {
      sql: `INSERT INTO voiceprint_audits (org_id, user_id, original_key, sample_key, provider, embedding, score)
            SELECT org_id, id, org_id || '/${ORIGINAL}', org_id || '/${RENEWED}', 'embedding', '{0,1,0,0}', 66 FROM users WHERE account = 'learner01'`,
    },
    { sql: `UPDATE users SET voiceprint = 1 WHERE account = 'learner01' AND org_id = ${org}` },
  ],
});

/** A short 16 kHz mono 16-bit wav (a tenth of a second of silence). */
const wav = (): Buffer => encodeWav({ sampleRate: 16_000, channels: 1, data: Buffer.alloc(3200) });

describe('the voiceprint audit', () => {
  it('plays the new sample and passes it: the record shows passed and its actions are gone', async () => {
    const { page, server } = app;
    // The samples go where the server's storage keeps the organisation's files.
    const { orgid } = await apiSignIn(server.url, 'learner01');
    for (const name of [ORIGINAL, RENEWED]) {
      const file = path.join(server.dataDir, 'files', orgid, ...name.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, wav());
    }
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/system/check`);
    const row = page.getByTestId('vp-row-learner01');
    await row.waitFor();
    const auditId = (await row.getAttribute('data-row-key')) ?? '';
    expect(auditId).not.toBe('');
    await page.getByTestId(`vp-audio-new-${auditId}`).click();
    await page.getByTestId(`vp-player-new-${auditId}`).waitFor();
    await page.getByTestId(`vp-pass-${auditId}`).click();
    await page.getByTestId('vp-decide-confirm').click();
    await expect.poll(() => page.getByTestId(`vp-status-${auditId}`).textContent()).toBe('人工通过');
    await expect(page.getByTestId(`vp-pass-${auditId}`).count()).resolves.toBe(0);
    await expect(page.getByTestId(`vp-reject-${auditId}`).count()).resolves.toBe(0);
  });
});
