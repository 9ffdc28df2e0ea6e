import { randomBytes } from 'node:crypto';
import { functionNode, ROLE_TYPES } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { authCodes, roles, users, type RoleRow, type UserRow } from '../src/db/schema/index.js';
import { findRoleByName, insertRole } from '../src/data/roles.js';
import { findUserByAccount } from '../src/data/users.js';
import { roleGrants } from '../src/people/grants.js';
import { createUser, demoOrganisation } from './factories.js';
import type { TestServer } from './harness.js';
import { adminCaller, sealPasswordPair } from './peopleClient.js';
import { auditRecord } from './voiceprintRecords.js';

/**
 * The least-privilege probes: for each admin route that writes a user or a role, the call an
 * administrator holding only the route's function makes on a target (the user acted on, the role
 * given or written) that holds more than the caller — to be refused — or no more — to work.
 */

const unique = () => randomBytes(4).toString('hex');

/** The demo organisation's people as the probes build them, and their rows as the database has them. */
export function peopleWorld(server: TestServer) {
  const { db } = server.database;
  const orgId = async () => (await demoOrganisation(db)).id;
  const role = async (funcs: string[]): Promise<RoleRow> =>
    insertRole(db, { orgId: await orgId(), name: `角色${unique()}`, type: ROLE_TYPES.administrator, description: '', funcs });
  const holderOf = (held: RoleRow, extra: Partial<UserRow> = {}) => createUser(db, { roleId: held.id, ...roleGrants(held), ...extra });
  return {
    server,
    role,
    holderOf,
    learner: () => createUser(db),
    userRow: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],
    roleRow: async (id: string) => (await db.select().from(roles).where(eq(roles.id, id)))[0],
    codesFor: async (id: string) => (await db.select().from(authCodes).where(eq(authCodes.userId, id))).length,
    roleNamed: async (name: string) => (await findRoleByName(db, await orgId(), name)) ?? null,
    accountExists: async (account: string) => !!(await findUserByAccount(db, account)),
    /** An administrator whose role grants only `key`, signed in. */
    adminHolding: async (key: string) => {
      const held = await role([key]);
      // A function that needs a registered voiceprint (`check`) is held with one.
      const needs = functionNode(key)?.requires;
      const row = await holderOf(held, needs === 'voiceprint' ? { voiceprint: 1 } : needs === 'openai' ? { openai: 1 } : {});
      return { call: adminCaller(server.fetch, await server.login(row.account)), row, role: held };
    },
  };
}

export type PeopleWorld = ReturnType<typeof peopleWorld>;
export type Caller = ReturnType<typeof adminCaller>;
/** The role manager whose own role the probes try to change. */
export type RoleManager = Awaited<ReturnType<PeopleWorld['adminHolding']>>;

/** One call of a probe: what to send, and the state a refusal must leave as it was. */
export interface ProbeCall {
  path: string;
  body: Record<string, unknown>;
  state: () => Promise<unknown>;
}

export interface Probe {
  name: string;
  /** The error key the refusal answers. */
  refusal: 'errors.protectedUser' | 'errors.roleExceedsRights' | 'errors.cannotChangeOwnRole' | 'errors.library.catalogNotFound';
  /** The call on a target holding more than the caller (`refused`), or on one holding no more. */
  arrange: (world: PeopleWorld, refused: boolean, manager: RoleManager) => Promise<ProbeCall>;
  /** The same call on a given user (the probes that act on one user). */
  on?: (world: PeopleWorld, user: UserRow) => Promise<ProbeCall>;
}

/** What a target holds over callers that hold only `adminuser` or `adminrole`. */
const MORE = ['home', 'adminuser', 'adminrole'];
const ORG = '/api/admin/organization';
const sealed = (world: PeopleWorld) => sealPasswordPair(world.server.fetch, 'taken123');

type UserCall = (world: PeopleWorld, user: UserRow) => Promise<{ path: string; body: Record<string, unknown> }>;

/** A probe acting on one user: refused on a user holding more than a user manager, done on one holding as much. */
function userProbe(name: string, call: UserCall, extra: Partial<UserRow> = {}): Probe {
  const on = async (world: PeopleWorld, user: UserRow) => ({
    ...(await call(world, user)),
    state: async () => ({ row: await world.userRow(user.id), codes: await world.codesFor(user.id) }),
  });
  return {
    name,
    refusal: 'errors.protectedUser',
    on,
    arrange: async (world, refused) => on(world, await world.holderOf(await world.role(refused ? MORE : ['adminuser']), extra)),
  };
}

/**
 * Passing a user's re-registered voice (`check`): refused on a user holding more than the auditor,
 * and on top admins and the owner; works on a learner. A pending record is there to decide.
 */
function auditProbe(): Probe {
  const on = async (world: PeopleWorld, user: UserRow) => {
    await auditRecord({ db: world.server.database.db, dataDir: world.server.config.dataDir, orgId: user.orgId }, user.id);
    return { path: `${ORG}/user/checkvoiceflag/${user.id}`, body: { status: 1 }, state: async () => ({ row: await world.userRow(user.id) }) };
  };
  return {
    name: 'voiceprint audit',
    refusal: 'errors.protectedUser',
    on,
    arrange: async (world, refused) => on(world, refused ? await world.holderOf(await world.role(MORE)) : await world.learner()),
  };
}

/** Turning a user's assistant on (`user-setting`): refused on a user holding more than the caller, done on a learner. */
function assistantSwitchProbe(): Probe {
  const on = async (world: PeopleWorld, user: UserRow) => ({
    path: `/api/admin/smart/knowledge/usersetting/${user.id}`,
    body: { openai: 1 },
    state: async () => ({ row: await world.userRow(user.id) }),
  });
  return {
    name: 'assistant switch',
    refusal: 'errors.protectedUser',
    on,
    arrange: async (world, refused) => on(world, refused ? await world.holderOf(await world.role(MORE)) : await world.learner()),
  };
}

/** `user/{id}` and its sub-routes. */
const onUser =
  (suffix: string, body: (world: PeopleWorld, user: UserRow) => Promise<Record<string, unknown>>): UserCall =>
  async (world, user) => ({ path: `${ORG}/user/${user.id}${suffix}`, body: await body(world, user) });

/** A probe giving a role to a user: refused when the role grants more than a user manager holds. */
function assignProbe(name: string, call: (world: PeopleWorld, given: RoleRow) => Promise<ProbeCall>): Probe {
  return { name, refusal: 'errors.roleExceedsRights', arrange: async (world, refused) => call(world, await world.role(refused ? MORE : ['adminuser'])) };
}

/**
 * A probe editing, disabling or deleting an existing role: `target` picks the role (its own for a
 * refusal of `own`, one granting more for `more`, else one granting no more, held by nobody),
 * `funcs` what the edit would grant.
 */
function roleProbe(name: string, refusal: Probe['refusal'], action: 'edit' | 'disable' | 'delete', target: 'own' | 'more' | 'none', funcs?: 'more'): Probe {
  return {
    name,
    refusal,
    arrange: async (world, refused, manager) => {
      const written = refused && target === 'own' ? manager.role : await world.role(refused && target === 'more' ? MORE : ['adminrole']);
      const granted = refused && funcs === 'more' ? MORE : [...written.funcs];
      const edit = { name: written.name, type: ROLE_TYPES.administrator, description: '改过', funcs: granted };
      const body = { edit, disable: { disabled: 1 }, delete: {} }[action];
      const state = async () => ({ role: await world.roleRow(written.id), caller: await world.userRow(manager.row.id) });
      return { path: `${ORG}/role/${written.id}${action === 'disable' ? '/disable' : ''}`, body, state };
    },
  };
}

/**
 * Every route that writes a user or a role, by `METHOD path` as registered, with its probes. A
 * route missing here fails the test that reads the router.
 */
export const GRANT_PROBES: Record<string, Probe[]> = {
  [`POST ${ORG}/authcode`]: [userProbe('sign-in code', async (_world, user) => ({ path: `${ORG}/authcode`, body: { userid: user.id } }))],
  [`POST ${ORG}/user`]: [
    assignProbe('create with a role', async (world, given) => {
      const account = `new_${unique()}`;
      const body = { account, name: '新人', roleid: given.id, ...(await sealed(world)) };
      return { path: `${ORG}/user`, body, state: () => world.accountExists(account) };
    }),
  ],
  [`PUT ${ORG}/user/:id`]: [
    userProbe(
      'edit',
      onUser('', async (_world, user) => ({ account: user.account, name: '改名' })),
    ),
    assignProbe('role change', async (world, given) => {
      const learner = await world.learner();
      const body = { account: learner.account, name: learner.name, roleid: given.id };
      return { path: `${ORG}/user/${learner.id}`, body, state: () => world.userRow(learner.id) };
    }),
  ],
  [`POST ${ORG}/user/:id/disable`]: [
    userProbe(
      'disable',
      onUser('/disable', async () => ({ disabled: 1 })),
    ),
  ],
  [`POST ${ORG}/user/:id/reset`]: [userProbe('password reset', onUser('/reset', sealed))],
  [`POST ${ORG}/user/:id/unregisterface`]: [
    userProbe(
      'voiceprint removal',
      onUser('/unregisterface', async () => ({})),
    ),
  ],
  [`PUT ${ORG}/user/checkvoiceflag/:id`]: [auditProbe()],
  // The assistant switch of a user (`user-setting`, docs/assistant.md "Assistant users").
  ['PUT /api/admin/smart/knowledge/usersetting/:id']: [assistantSwitchProbe()],
  [`POST ${ORG}/user/batchupdate`]: [
    userProbe('batch disable', async (_world, user) => ({ path: `${ORG}/user/batchupdate`, body: { ids: [user.id], disabled: 1 } })),
  ],
  [`DELETE ${ORG}/user/:id`]: [
    userProbe(
      'delete',
      onUser('', async () => ({})),
    ),
  ],
  [`POST ${ORG}/user/batchdelete`]: [userProbe('batch delete', async (_world, user) => ({ path: `${ORG}/user/batchdelete`, body: { ids: [user.id] } }))],
  // Like the user import, the batch-user import refuses a user holding more as the row's error, in a
  // 200 answer applying the other rows: `src/people/imports/batchUsers.test.ts` holds it to the rule.
  [`POST ${ORG}/user/batchimport`]: [],
  [`POST ${ORG}/user/batchset`]: [
    userProbe('batch placement', async (_world, user) => ({ path: `${ORG}/user/batchset`, body: { ids: [user.id], positionid: '' } })),
    assignProbe('batch role change', async (world, given) => {
      const learner = await world.learner();
      return { path: `${ORG}/user/batchset`, body: { ids: [learner.id], roleid: given.id }, state: () => world.userRow(learner.id) };
    }),
  ],
  // The spec's path of the same placement: the users in the path.
  [`POST ${ORG}/user/:id/batchset`]: [
    userProbe('batch placement by path', async (_world, user) => ({ path: `${ORG}/user/${user.id}/batchset`, body: { positionid: '' } })),
    assignProbe('batch role change by path', async (world, given) => {
      const learner = await world.learner();
      return { path: `${ORG}/user/${learner.id}/batchset`, body: { roleid: given.id }, state: () => world.userRow(learner.id) };
    }),
  ],
  // The import refuses such a row (a user holding more, a role granting more) as the row's error, in a
  // 200 answer that writes the other rows: `src/people/imports/imports.test.ts` holds it to the rule.
  [`POST ${ORG}/user/import`]: [],
  [`POST ${ORG}/user/:id/approve`]: [
    userProbe(
      'approval',
      onUser('/approve', async () => ({})),
      { reviewStatus: 'pending' },
    ),
  ],
  [`POST ${ORG}/role`]: [
    {
      name: 'create',
      refusal: 'errors.roleExceedsRights',
      arrange: async (world, refused) => {
        const name = `新角色${unique()}`;
        const body = { name, type: ROLE_TYPES.administrator, funcs: refused ? MORE : ['adminrole'] };
        return { path: `${ORG}/role`, body, state: () => world.roleNamed(name) };
      },
    },
  ],
  [`PUT ${ORG}/role/:id`]: [
    roleProbe('edit a role granting more', 'errors.roleExceedsRights', 'edit', 'more'),
    roleProbe('add functions to a role', 'errors.roleExceedsRights', 'edit', 'none', 'more'),
    roleProbe('add functions to its own role', 'errors.cannotChangeOwnRole', 'edit', 'own', 'more'),
  ],
  [`POST ${ORG}/role/:id/disable`]: [
    roleProbe('disable a role granting more', 'errors.roleExceedsRights', 'disable', 'more'),
    roleProbe('disable its own role', 'errors.cannotChangeOwnRole', 'disable', 'own'),
  ],
  [`DELETE ${ORG}/role/:id`]: [
    roleProbe('delete a role granting more', 'errors.roleExceedsRights', 'delete', 'more'),
    roleProbe('delete its own role', 'errors.cannotChangeOwnRole', 'delete', 'own'),
  ],
};
