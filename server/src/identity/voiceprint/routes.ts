import { ok, VOICEPRINT_AUDIO_FORMAT } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { findVoiceprint, hasPendingAudit } from '../../data/voiceprints.js';
import { learnerRoute, publicRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { forgetVoiceprint } from './forget.js';
import { voiceprintProvider } from './provider.js';

const { voiceprint } = LEARNER_ENDPOINTS;

/** The learner's voiceprint calls (learner §7; docs/voiceprint.md). */
export function registerVoiceprintRoutes(routers: Routers): void {
  // Before sign-in: the login page shows its voiceprint tab when this answers (403 without a provider).
  publicRoute(routers, voiceprint.socket, {}, async (_input, ctx) => {
    voiceprintProvider(ctx.deps);
    return ok({ url: '/vpr', path: '/socket.io', audioformat: VOICEPRINT_AUDIO_FORMAT as typeof VOICEPRINT_AUDIO_FORMAT });
  });

  learnerRoute(routers, voiceprint.mine, {}, async (_input, { deps, orgId, userId }) => {
    const registered = await findVoiceprint(deps.db, orgId, userId);
    return ok({
      enabled: deps.providers.voiceprint !== null,
      registered: Boolean(registered),
      pending: await hasPendingAudit(deps.db, orgId, userId),
      createdate: registered ? registered.updatedAt.getTime() : 0,
    });
  });

  learnerRoute(routers, voiceprint.unbind, {}, async (_input, { deps, orgId, userId }) => {
    await forgetVoiceprint(deps, orgId, userId);
    return ok({});
  });
}
