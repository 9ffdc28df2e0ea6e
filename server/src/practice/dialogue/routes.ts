import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import { loadRecord } from '../../http/records.js';
import type { Routers } from '../../http/routers.js';
import { sendSpeech } from '../../http/storedFile.js';
import { dialogWav } from '../dubbing/commands.js';
import { scenarioRecord } from '../scenes/commands.js';
import { sessionDialogue, sessionDialogueFile } from './commands.js';

const { dialogWav: calls } = ADMIN_ENDPOINTS;
/** The scenario calls' rights, which the session's latency view has too. */
const SCENE = { functions: 'voicescene', targets: ['params.id'] };

/**
 * `dialogwav/{id}`: a scenario's voiced lines, or (`type=session`) a practice session's whole
 * dialogue and its file (docs/practice.md "The whole dialogue").
 */
export function registerDialogueRoutes(routers: Routers): void {
  adminRoute(routers, calls.read, SCENE, async ({ params, query }, request) => {
    if (query().type === 'session') return ok(await sessionDialogue(request, params.id));
    return ok(await dialogWav(request, await loadRecord(scenarioRecord, request, params.id)));
  });

  adminRoute(routers, calls.audio, SCENE, async ({ params }, request, ctx) =>
    sendSpeech(ctx, request.deps.storage, await sessionDialogueFile(request, params.id), `dialogue-${params.id}.mp3`),
  );
}
