import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import { adminRoute, publicRoute } from '../../http/contract.js';
import { rateLimit, REQUEST_BUDGETS } from '../../http/rateLimit.js';
import type { Routers } from '../../http/routers.js';
import { presentInvite } from '../presenter.js';
import { changeInvite, createInvite, inviteList, inviteRecord, joinWithInvite, previewInvite, revokeInvite } from './commands.js';

const { invites } = ADMIN_ENDPOINTS;
const { auth } = LEARNER_ENDPOINTS;
const MANAGE = { functions: 'adminuser' };
const ID = { ...MANAGE, targets: ['params.id'], load: { id: inviteRecord } };
/** A path's code: anything but one is answered like an unknown code. */
const CODE = { params: z.object({ code: z.string().max(64) }) };

const inviteAnswer = ({ invite, day }: Awaited<ReturnType<typeof createInvite>>) => ok({ invite: presentInvite(invite, day, true) });

/**
 * Invite codes (admin §3 Invite code; docs/people.md "Invite codes"): kept by user management
 * (function adminuser); the join page looks a code up and joins with it without a session.
 */
export function registerInviteRoutes(routers: Routers): void {
  adminRoute(routers, invites.list, MANAGE, async (_input, request) => {
    const { rows, day } = await inviteList(request);
    return ok({ rows: rows.map(({ invite, manageable }) => presentInvite(invite, day, manageable)) });
  });

  adminRoute(routers, invites.create, MANAGE, async ({ body }, request) => inviteAnswer(await createInvite(request, body())));

  adminRoute(routers, invites.update, ID, async ({ body, records }, request) => inviteAnswer(await changeInvite(request, records.id, body())));

  adminRoute(routers, invites.revoke, ID, async ({ records }, request) => inviteAnswer(await revokeInvite(request, records.id)));

  publicRoute(routers, auth.invite, { ...CODE, guards: [rateLimit('invite-lookup', REQUEST_BUDGETS.inviteLookup)] }, async ({ params }, ctx) =>
    ok({ invite: await previewInvite(ctx.deps, params.code) }),
  );

  publicRoute(routers, auth.joinInvite, { ...CODE, guards: [rateLimit('invite-join', REQUEST_BUDGETS.inviteJoin)] }, async ({ params, body }, ctx) => {
    const { mobile, code, name, randomkey, password, confirmpassword } = body();
    return ok(await joinWithInvite(ctx.deps, ctx.log, params.code, { mobile, code, name, sealed: { randomkey, password, confirmpassword } }));
  });
}
