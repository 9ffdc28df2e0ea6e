import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sendWav } from '../../http/storedFile.js';
import { userRecord } from '../../people/users/commands.js';
import { auditRecord, auditSampleKey, decideAudit, listAudits, unregisterVoiceprint } from './commands.js';

const { voiceprint } = ADMIN_ENDPOINTS;
/** The audit page (`check`): only admins with a registered voiceprint hold it (function tree `requires: 'voiceprint'`). */
const CHECK = { functions: 'check' };
/** A user of the caller's organisation and data permission, by `:id`. */
const USER = { targets: ['params.id'], load: { id: userRecord } };

/** The voiceprint audit (admin §3–4, `check`) and an admin's removal of a user's voiceprint (`adminuser`); docs/voiceprint.md. */
export function registerVoiceprintAuditRoutes(routers: Routers): void {
  adminRoute(routers, voiceprint.audits, CHECK, async ({ query }, request) => ok(await listAudits(request, query())));

  // The sample's stored address answers 404 (library/publicFiles.ts): only this route plays it.
  adminRoute(routers, voiceprint.audio, { ...CHECK, targets: ['params.id'], load: { id: auditRecord } }, async ({ query, records }, request, ctx) => {
    const { which } = query();
    const key = await auditSampleKey(request, records.id, which);
    return sendWav(ctx, request.deps.storage, key, `voiceprint-${which}.wav`);
  });

  adminRoute(routers, voiceprint.checkVoiceFlag, { ...CHECK, ...USER }, async ({ body, records }, request) =>
    ok({ audit: await decideAudit(request, records.id, body().status) }),
  );

  adminRoute(routers, voiceprint.unregister, { functions: 'adminuser', ...USER }, async ({ records }, request) => {
    await unregisterVoiceprint(request, records.id);
    return ok({});
  });
}
