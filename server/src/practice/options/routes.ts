import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sceneOptionsOf, type SceneOptions } from './sceneOptions.js';

const { settings } = ADMIN_ENDPOINTS;
const SETTINGS = { functions: 'adminsetting' };

const flag = (on: boolean) => (on ? (1 as const) : (0 as const));
const present = (options: SceneOptions) => ({ pause: flag(options.pause), reference: flag(options.reference) });

/**
 * 系统设置's scene-practice options (`setting/scene`): read fresh from the organisation by every
 * session call, so a change reaches every process's next call (docs/practice.md "Scene-practice options").
 */
export function registerSceneOptionRoutes(routers: Routers): void {
  adminRoute(routers, settings.scene, SETTINGS, async (_input, { deps, caller }) =>
    ok(present(sceneOptionsOf((await findOrganisationById(deps.db, caller.orgId))?.settings))),
  );

  adminRoute(routers, settings.setScene, SETTINGS, async ({ body }, { deps, log, caller }) => {
    const values = body();
    const options: SceneOptions = { pause: values.pause === 1, reference: values.reference === 1 };
    await setOrganisationSetting(deps.db, caller.orgId, 'scene', options);
    log.info({ orgId: caller.orgId, by: caller.id, ...options }, 'scene-practice options set');
    return ok(present(options));
  });
}
