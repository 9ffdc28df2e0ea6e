import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { singleFile, uploadedFiles } from '../../http/validate.js';
import { sendWav } from '../../http/storedFile.js';
import { audioInOrg, audioList, createAudio, editAudio, removeAudio } from './commands.js';
import { presentAudio } from '../presenter.js';

const { practiceAudio } = ADMIN_ENDPOINTS;
const AUDIO = { functions: 'voicematerial' };
/** The scene editor (`voicescene`) picks a scenario's background audio and ringtone. */
const READ = { functions: ['voicematerial', 'voicescene'] };
const ID = { targets: ['params.id'] };

/** Background audio and ringtones: the general voice library `voicematerial`; the scene editor reads them. */
export function registerPracticeAudioRoutes(routers: Routers): void {
  adminRoute(routers, practiceAudio.list, READ, async ({ query }, request) => ok(await audioList(request, query())));

  // The fields, and the wav in `file`.
  adminRoute(routers, practiceAudio.create, AUDIO, async ({ body }, request, ctx) => {
    const fields = body();
    const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.audioFileRequired');
    return ok({ audio: await createAudio(request, fields, file) });
  });

  adminRoute(routers, practiceAudio.read, { ...READ, ...ID }, async ({ params }, request) =>
    ok({ audio: presentAudio(await audioInOrg(request, params.id), request.deps.storage) }),
  );

  // The wav to listen to (its stored address answers 404: library/publicFiles.ts), with Range.
  adminRoute(routers, practiceAudio.file, { ...READ, ...ID }, async ({ params }, request, ctx) => {
    const audio = await audioInOrg(request, params.id);
    return sendWav(ctx, request.deps.storage, audio.storageKey, `${audio.name}.wav`);
  });

  adminRoute(routers, practiceAudio.update, { ...AUDIO, ...ID }, async ({ params, body }, request) => {
    const audio = await audioInOrg(request, params.id);
    return ok({ audio: await editAudio(request, audio, body()) });
  });

  adminRoute(routers, practiceAudio.disable, { ...AUDIO, ...ID }, async ({ params, body }, request) => {
    const audio = await audioInOrg(request, params.id);
    return ok({ audio: await editAudio(request, audio, { disabled: body().disabled }) });
  });

  adminRoute(routers, practiceAudio.remove, { ...AUDIO, ...ID, recycles: 'audio' }, async ({ params }, request) => {
    await removeAudio(request, await audioInOrg(request, params.id));
    return ok({});
  });
}
