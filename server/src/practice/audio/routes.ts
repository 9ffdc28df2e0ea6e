import { audioFieldsSchema, audioListQuerySchema, audioUpdateSchema, disableBodySchema, ok } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery, uploadedFiles } from '../../http/validate.js';
import { audioInOrg, audioList, createAudio, editAudio, removeAudio } from './commands.js';
import { singleFile } from '../files.js';
import { presentAudio } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, audioListQuerySchema);
  ctx.body = ok(await audioList(callerRequest(ctx), query));
}

async function detail(ctx: Context): Promise<void> {
  ctx.body = ok({ audio: presentAudio(await audioInOrg(callerRequest(ctx), String(ctx.params.id)), ctx.deps.storage) });
}

/** `POST api/admin/voice/audio` multipart: kind (bgm, ringtone), name, category and the wav in `file`. */
async function create(ctx: Context): Promise<void> {
  const fields = parseBody(ctx, audioFieldsSchema);
  const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.audioFileRequired');
  ctx.body = ok({ audio: await createAudio(callerRequest(ctx), fields, file) });
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const audio = await audioInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, audioUpdateSchema);
  ctx.body = ok({ audio: await editAudio(request, audio, input) });
}

async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const audio = await audioInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableBodySchema);
  ctx.body = ok({ audio: await editAudio(request, audio, { disabled }) });
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removeAudio(request, await audioInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** Background audio and ringtones: the general voice library `voicematerial`; the scene editor reads them. */
export function registerPracticeAudioRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/voice/audio', requireFunction(['voicematerial', 'voicescene']), list);
  admin.post('/api/admin/voice/audio', requireFunction('voicematerial'), create);
  admin.get('/api/admin/voice/audio/:id', requireFunction(['voicematerial', 'voicescene'], id), detail);
  admin.put('/api/admin/voice/audio/:id', requireFunction('voicematerial', id), update);
  admin.post('/api/admin/voice/audio/:id/disable', requireFunction('voicematerial', id), disable);
  admin.delete('/api/admin/voice/audio/:id', requireFunction('voicematerial', id), remove);
}
