import { avatarRequestSchema, ok, type AvatarResponse, type MineResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { parseBody } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { mine, setOwnAvatar } from '../personal.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/trainning/v3/mine`. */
async function personalCentre(ctx: Context): Promise<void> {
  const body: MineResponse = ok({ user: await mine(callerRequest(ctx)) });
  ctx.body = body;
}

/** `PUT api/trainning/user/avatar`. */
async function avatar(ctx: Context): Promise<void> {
  const input = parseBody(ctx, avatarRequestSchema);
  const body: AvatarResponse = ok({ avatar: await setOwnAvatar(callerRequest(ctx), input.avatar) });
  ctx.body = body;
}

/** The personal centre (learner §2.9 /user/mine): profile, level, stars, learning time, avatar. */
export function registerMineRoutes({ learner }: Routers): void {
  learner.get('/api/trainning/v3/mine', personalCentre);
  learner.put('/api/trainning/user/avatar', avatar);
}
