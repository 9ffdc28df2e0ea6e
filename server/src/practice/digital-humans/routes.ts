import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { listClips } from '../../data/practice/voiceClips.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { startSynthesis } from './synthesis.js';
import {
  createVoiceTemplate,
  editVoiceTemplate,
  removeVoiceTemplate,
  setVoiceTemplateDisabled,
  voiceTemplateInOrg,
  voiceTemplateList,
} from './voiceTemplates.js';
import { presentClip, presentVoiceTemplate } from '../presenter.js';

const { digitalHumans } = ADMIN_ENDPOINTS;
const HUMANS = { functions: 'voicespeechdub' };
/** A customer (`voicecustomer`) picks its digital human. */
const READ = { functions: ['voicespeechdub', 'voicecustomer'] };
const ID = { targets: ['params.id'] };

/** Digital humans (voice templates): `voicespeechdub` (with `editspeechdub`); customers pick one (`voicecustomer`). */
export function registerDigitalHumanRoutes(routers: Routers): void {
  adminRoute(routers, digitalHumans.list, READ, async ({ query }, request) => ok(await voiceTemplateList(request, query())));

  adminRoute(routers, digitalHumans.create, HUMANS, async ({ body }, request) => ok({ digitalhuman: await createVoiceTemplate(request, body()) }));

  adminRoute(routers, digitalHumans.read, { ...READ, ...ID }, async ({ params }, request) =>
    ok({ digitalhuman: presentVoiceTemplate(await voiceTemplateInOrg(request, params.id)) }),
  );

  adminRoute(routers, digitalHumans.update, { ...HUMANS, ...ID }, async ({ params, body }, request) => {
    const template = await voiceTemplateInOrg(request, params.id);
    return ok({ digitalhuman: await editVoiceTemplate(request, template, body()) });
  });

  adminRoute(routers, digitalHumans.disable, { ...HUMANS, ...ID }, async ({ params, body }, request) => {
    const template = await voiceTemplateInOrg(request, params.id);
    return ok({ digitalhuman: await setVoiceTemplateDisabled(request, template, body().disabled) });
  });

  // Queues a dubbing task of every scripted line (`../dubbing/`); the detail shows its progress.
  adminRoute(routers, digitalHumans.synthesize, { ...HUMANS, ...ID }, async ({ params }, request) =>
    ok({ digitalhuman: await startSynthesis(request, await voiceTemplateInOrg(request, params.id)) }),
  );

  // Every line the digital human has voiced (its dubbing tasks' lines: `api/admin/voice/dubbingtask`).
  adminRoute(routers, digitalHumans.clips, { ...HUMANS, ...ID }, async ({ params, query }, request) => {
    const template = await voiceTemplateInOrg(request, params.id);
    const found = await listClips(request.deps.db, template.orgId, template.id, query().page, query().rows);
    return ok({ rows: found.rows.map((row) => presentClip(row, request.deps.storage)), total: found.total });
  });

  adminRoute(routers, digitalHumans.remove, { ...HUMANS, ...ID, recycles: 'digitalhuman' }, async ({ params }, request) => {
    await removeVoiceTemplate(request, await voiceTemplateInOrg(request, params.id));
    return ok({});
  });
}
