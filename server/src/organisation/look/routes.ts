import { FILE_REFERENCE_RULES, LOOK_IMAGE_FIELDS, ok, type Look } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { authenticateToken } from '../../auth/session.js';
import { findOrganisationById, setOrganisationSettings } from '../../data/organisations.js';
import { adminRoute, publicRoute } from '../../http/contract.js';
import type { AppDeps } from '../../http/context.js';
import type { Routers } from '../../http/routers.js';
import { checkFileReference } from '../../storage/fileReferences.js';
import { LOOK_SETTING_KEY, lookData, lookOf, watermarkSetting } from './settings.js';

const { lookSettings } = ADMIN_ENDPOINTS;
const { look } = LEARNER_ENDPOINTS;
/** The organisation's own settings page (`adminsetting`). */
const SETTINGS = { functions: 'adminsetting' };

const settingsOf = async (deps: AppDeps, orgId: string) => (await findOrganisationById(deps.db, orgId))?.settings;

/** Each image of the look is a stored upload of this organisation (or the one it already had). */
async function checkLookImages(deps: AppDeps, orgId: string, look: Look, current: Look): Promise<void> {
  for (const field of LOOK_IMAGE_FIELDS) {
    const value = look[field];
    if (value) await checkFileReference(deps.storage, orgId, value, FILE_REFERENCE_RULES.lookImage, field, { kept: current[field] });
  }
}

/**
 * Whose look `GET api/systemconfig` answers: a signed-in caller's own organisation; before sign-in
 * the organisation of the login link (`?org=`). A stale token is not an error here (the login page
 * may still hold one): it counts as no session. Neither → the product's own look.
 */
async function lookOrgId(ctx: Context, org: string | undefined): Promise<string | undefined> {
  const token = ctx.get('token');
  if (token) {
    try {
      return (await authenticateToken(ctx.deps, token)).user.orgId;
    } catch {
      // A session that ended: answer as to anyone without one.
    }
  }
  return org;
}

async function systemConfig(ctx: Context, org: string | undefined) {
  const orgId = await lookOrgId(ctx, org);
  const settings = orgId ? await settingsOf(ctx.deps, orgId) : undefined;
  return ok({ setting: lookData(lookOf(settings)) });
}

/**
 * The watermark option and the personalisation (admin §3 settings). Stored in the organisation's
 * settings and read on every request, so a change shows on every page opened after it.
 */
export function registerLookRoutes(routers: Routers): void {
  adminRoute(routers, lookSettings.watermark, SETTINGS, async (_input, { deps, caller }) => ok(watermarkSetting(await settingsOf(deps, caller.orgId))));

  adminRoute(routers, lookSettings.setWatermark, SETTINGS, async ({ body }, { deps, log, caller }) => {
    const { waterprint, content, watertext } = body();
    await setOrganisationSettings(deps.db, caller.orgId, { waterprint, watercontent: content, watertext });
    log.info({ orgId: caller.orgId, by: caller.id, waterprint, content }, 'watermark set');
    return ok({ waterprint, content, watertext });
  });

  adminRoute(routers, lookSettings.individuate, SETTINGS, async (_input, { deps, caller }) =>
    ok({ setting: lookData(lookOf(await settingsOf(deps, caller.orgId))) }),
  );

  adminRoute(routers, lookSettings.setIndividuate, SETTINGS, async ({ body }, { deps, log, caller }) => {
    const { data } = body();
    await checkLookImages(deps, caller.orgId, data, lookOf(await settingsOf(deps, caller.orgId)));
    await setOrganisationSettings(deps.db, caller.orgId, { [LOOK_SETTING_KEY]: data });
    log.info({ orgId: caller.orgId, by: caller.id }, 'personalisation set');
    return ok({ setting: lookData(data) });
  });

  publicRoute(routers, look.systemConfig, {}, async ({ query }, ctx) => systemConfig(ctx, query().org));
  publicRoute(routers, look.trainingSystemConfig, {}, async ({ query }, ctx) => systemConfig(ctx, query().org));
}
