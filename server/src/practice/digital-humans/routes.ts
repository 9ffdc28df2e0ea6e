import { disableBodySchema, nameListQuerySchema, ok, pageQuerySchema, voiceTemplateBodySchema } from '@peilian/shared';
import { listClips } from '../../data/practice/voiceClips.js';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery } from '../../http/validate.js';
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
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, nameListQuerySchema);
  ctx.body = ok(await voiceTemplateList(callerRequest(ctx), query));
}

async function detail(ctx: Context): Promise<void> {
  ctx.body = ok({ digitalhuman: presentVoiceTemplate(await voiceTemplateInOrg(callerRequest(ctx), String(ctx.params.id))) });
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, voiceTemplateBodySchema);
  ctx.body = ok({ digitalhuman: await createVoiceTemplate(callerRequest(ctx), input) });
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const template = await voiceTemplateInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, voiceTemplateBodySchema);
  ctx.body = ok({ digitalhuman: await editVoiceTemplate(request, template, input) });
}

async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const template = await voiceTemplateInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableBodySchema);
  ctx.body = ok({ digitalhuman: await setVoiceTemplateDisabled(request, template, disabled) });
}

/** `POST api/admin/voice/digitalhuman/{id}/synthesize`: voices every scripted line in the background; poll the detail for progress. */
async function synthesize(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const template = await voiceTemplateInOrg(request, String(ctx.params.id));
  ctx.body = ok({ digitalhuman: await startSynthesis(request, template) });
}

/** `GET api/admin/voice/digitalhuman/{id}/clips?page&rows`: the lines voiced so far (`voicetaskdetails`). */
async function clips(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const template = await voiceTemplateInOrg(request, String(ctx.params.id));
  const { page, rows } = parseQuery(ctx, pageQuerySchema);
  const found = await listClips(ctx.deps.db, template.orgId, template.id, page, rows);
  ctx.body = ok({ rows: found.rows.map((row) => presentClip(row, ctx.deps.storage)), total: found.total });
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removeVoiceTemplate(request, await voiceTemplateInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** Digital humans (voice templates): `voicespeechdub` (with `editspeechdub`); customers pick one (`voicecustomer`). */
export function registerDigitalHumanRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/voice/digitalhuman', requireFunction(['voicespeechdub', 'voicecustomer']), list);
  admin.post('/api/admin/voice/digitalhuman', requireFunction('voicespeechdub'), create);
  admin.get('/api/admin/voice/digitalhuman/:id', requireFunction(['voicespeechdub', 'voicecustomer'], id), detail);
  admin.put('/api/admin/voice/digitalhuman/:id', requireFunction('voicespeechdub', id), update);
  admin.post('/api/admin/voice/digitalhuman/:id/disable', requireFunction('voicespeechdub', id), disable);
  admin.post('/api/admin/voice/digitalhuman/:id/synthesize', requireFunction('voicespeechdub', id), synthesize);
  admin.get('/api/admin/voice/digitalhuman/:id/clips', requireFunction('voicespeechdub', id), clips);
  admin.delete('/api/admin/voice/digitalhuman/:id', requireFunction('voicespeechdub', id), remove);
}
