import { isAdminUser, type OrgApplicationsResponse, type PermissionContext, type PermissionUser } from '@peilian/shared';
import { createStore } from 'zustand/vanilla';
import type { Edition } from './deployment';

/** What the organisation of one session is licensed for, once `GET …/org/applications` answered. */
export interface Licence {
  /** The session token it was loaded for: a new session loads its own. */
  token: string;
  orgId: string;
  /** Licensed function keys, or 'all' when they could not be read (the server still enforces them). */
  licensed: readonly string[] | 'all';
  /** Allow-listed functions (aireport, auditaccount) whose list names this organisation. */
  allowlisted: readonly string[];
}

/** The permission context of the web: shared's, plus whether an admin's licence is still loading. */
export interface WebPermissionContext extends PermissionContext {
  licencePending: boolean;
}

export const licenceStore = createStore<{ licence: Licence | null }>(() => ({ licence: null }));

let loadingFor: string | null = null;

/**
 * Loads the licence of a signed-in administrator's organisation once per session. Learners never
 * ask (the call is an admin call). A failed load is logged and licenses everything, so the back
 * office still opens; the server refuses what the licence does not cover.
 */
export async function loadLicence(user: PermissionUser & { token: string }, load: () => Promise<OrgApplicationsResponse>): Promise<void> {
  if (!isAdminUser(user) || licenceStore.getState().licence?.token === user.token || loadingFor === user.token) return;
  loadingFor = user.token;
  let licence: Licence;
  try {
    const body = await load();
    licence = { token: user.token, orgId: user.orgid, licensed: body.functions, allowlisted: body.allowlisted };
  } catch (error) {
    console.warn('[licence] could not read the organisation licence; showing every permitted function', error);
    licence = { token: user.token, orgId: user.orgid, licensed: 'all', allowlisted: [] };
  } finally {
    loadingFor = null;
  }
  licenceStore.setState({ licence });
}

/**
 * The context of shared's permission rules for the deployment and the session on screen. Until
 * the session's licence is known every function counts as licensed and `licencePending` is set:
 * the route guard holds admin pages back meanwhile, learner pages never wait.
 */
export function permissionContext(edition: Edition | null, token: string | null, licence: Licence | null): WebPermissionContext {
  const known = token !== null && licence?.token === token ? licence : null;
  return {
    edition: edition ?? 'hosted',
    licensed: known?.licensed ?? 'all',
    allowLists: known ? Object.fromEntries(known.allowlisted.map((key) => [key, [known.orgId]])) : {},
    licencePending: known === null,
  };
}
