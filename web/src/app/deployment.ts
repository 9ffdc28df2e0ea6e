import type { PermissionContext } from '@peilian/shared';
import { learnerApi } from './services';
import { createStore } from 'zustand/vanilla';

export type Edition = PermissionContext['edition'];

export interface DeploymentState {
  /** The server's edition; null until `GET api/health` has answered. */
  edition: Edition | null;
}

/** What the deployment is, as the server reports it; read by the login tabs and the permission rules. */
export const deploymentStore = createStore<DeploymentState>(() => ({ edition: null }));

let loading: Promise<Edition> | null = null;

/**
 * Loads the edition once from `GET api/health` (public, no session needed). When the server cannot
 * be reached the hosted edition is assumed, so the login page still renders.
 */
export function loadDeployment(health: () => Promise<{ edition: Edition }> = () => learnerApi.system.health()): Promise<Edition> {
  loading ??= health()
    .then((body) => body.edition)
    .catch((error: unknown) => {
      console.warn('[deployment] could not read the edition; assuming hosted', error);
      loading = null;
      return 'hosted' as const;
    })
    .then((edition) => {
      deploymentStore.setState({ edition });
      return edition;
    });
  return loading;
}
