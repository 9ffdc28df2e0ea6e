import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { listClips } from '../../data/practice/voiceClips.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sendSpeech } from '../../http/storedFile.js';
import { listenTo, organisationVoice, VOICE_PARAMS } from './listen.js';
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

/** Digital humans (voice templates): `voicespeechdub` (with `editspeechdub`); customers pick and listen to one (`voicecustomer`). */
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

  // Says a sentence (else the example) in the stored template's voice; a customer's pages listen too.
  adminRoute(routers, digitalHumans.listen, { ...READ, ...ID }, async ({ params, body }, request) => {
    const template = await voiceTemplateInOrg(request, params.id);
    const voice = { templateId: template.id, speechVoice: template.speechVoice, language: template.language, example: template.example };
    return ok({ voice: await listenTo(request, voice, body().text) });
  });

  // The editor's voice as it stands, saved or not.
  adminRoute(routers, digitalHumans.listenDraft, HUMANS, async ({ body }, request) => {
    const draft = body();
    return ok({
      voice: await listenTo(request, { templateId: null, speechVoice: draft.speechvoice, language: draft.language, example: draft.example }, draft.text),
    });
  });

  // What a listen answered (content-addressed: the same key is always the same bytes).
  adminRoute(routers, digitalHumans.voice, { ...READ, params: VOICE_PARAMS, targets: ['params.key'] }, async ({ params }, request, ctx) => {
    const file = await organisationVoice(request, params.key);
    return sendSpeech(ctx, request.deps.storage, file.storageKey, `${file.key}.mp3`, 'forGood');
  });

  adminRoute(routers, digitalHumans.remove, { ...HUMANS, ...ID, recycles: 'digitalhuman' }, async ({ params }, request) => {
    await removeVoiceTemplate(request, await voiceTemplateInOrg(request, params.id));
    return ok({});
  });
}
