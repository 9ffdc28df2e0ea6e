import { randomBytes } from 'node:crypto';
import { CATALOG_TYPES, OPEN_TYPES } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { childTasks, faqs, inviteCodes, media, papers, type CatalogueRow } from '../src/db/schema/index.js';
import { insertCatalogue } from '../src/data/catalogues.js';
import { listDepartments } from '../src/data/departments.js';
import { findUserByAccount } from '../src/data/users.js';
import { demoOrganisation } from './factories.js';
import type { PeopleWorld, Probe, ProbeCall } from './grantProbes.js';
import { adminCaller } from './peopleClient.js';
import { createPackage, DAY, demoMedia, packageBody } from './tasksClient.js';

/**
 * The least-privilege probes of what an administrator hands out besides users and roles
 * (docs/security.md "What an administrator hands out"): a role on an invite code, and content
 * placed in a package, where every learner of its range — its author among them — reads it.
 */

const ORG = '/api/admin/organization';
const TASK = '/api/admin/task';
const unique = () => randomBytes(4).toString('hex');
/** A code's title: at most 8 characters. */
const codeTitle = () => `邀${randomBytes(3).toString('hex')}`;

/** A department of the demo organisation, for codes to place people in. */
async function aDepartment(world: PeopleWorld): Promise<string> {
  const { db } = world.server.database;
  return (await listDepartments(db, (await demoOrganisation(db)).id))[0]!.id;
}

/** The owner's API caller. */
async function owner(world: PeopleWorld) {
  return adminCaller(world.server.fetch, await world.server.login('owner01'));
}

/** An invite code of the owner's placing people with a role granting more than a user manager holds (or no more). */
async function ownersCode(world: PeopleWorld, refused: boolean): Promise<string> {
  const role = refused ? await world.role(['home', 'adminuser', 'adminrole']) : await world.role(['adminuser']);
  const body = { title: codeTitle(), maxcount: 5, departmentid: await aDepartment(world), roleid: role.id };
  const answer = await (await owner(world))('POST', `${ORG}/invitecode`, body);
  if (answer.status !== 200) throw new Error(`invite code: ${JSON.stringify(answer.body)}`);
  return (answer.body.invite as { id: string }).id;
}

const inviteState = (world: PeopleWorld, id: string) => async () =>
  (await world.server.database.db.select().from(inviteCodes).where(eq(inviteCodes.id, id)))[0];

/** Invite code routes: refused on a code whose role grants more than the caller holds. */
export const INVITE_PROBES: Record<string, Probe[]> = {
  [`POST ${ORG}/invitecode`]: [
    {
      name: 'create with a role',
      refusal: 'errors.roleExceedsRights',
      arrange: async (world, refused) => {
        const role = await world.role(refused ? ['home', 'adminuser', 'adminrole'] : ['adminuser']);
        const title = codeTitle();
        const body = { title, maxcount: 5, departmentid: await aDepartment(world), roleid: role.id };
        const state = async () => (await world.server.database.db.select().from(inviteCodes).where(eq(inviteCodes.title, title))).length;
        return { path: `${ORG}/invitecode`, body, state };
      },
    },
  ],
  [`PUT ${ORG}/invitecode/:id`]: [
    {
      name: "edit the owner's code",
      refusal: 'errors.roleExceedsRights',
      arrange: async (world, refused) => {
        const id = await ownersCode(world, refused);
        const body = { title: '改过的邀请', maxcount: 5, departmentid: await aDepartment(world), roleid: '' };
        return { path: `${ORG}/invitecode/${id}`, body, state: inviteState(world, id) };
      },
    },
  ],
  [`POST ${ORG}/invitecode/:id/revoke`]: [
    {
      name: "revoke the owner's code",
      refusal: 'errors.roleExceedsRights',
      arrange: async (world, refused) => {
        const id = await ownersCode(world, refused);
        return { path: `${ORG}/invitecode/${id}/revoke`, body: {}, state: inviteState(world, id) };
      },
    },
  ],
};

/**
 * The trees data permission walks: they grant no function, so an administrator holding only user
 * management writes them; what they could hand out is sight of more people, which a narrowed
 * administrator's write is refused (`src/auth/dataPermission.test.ts`, "cannot widen its own scope").
 */
export const TREE_ROUTES: Record<string, Probe[]> = Object.fromEntries(
  ['department', 'position'].flatMap((tree) => [`POST ${ORG}/${tree}`, `PUT ${ORG}/${tree}/:id`, `DELETE ${ORG}/${tree}/:id`].map((route) => [route, []])),
);

/** The content a child task may name, by how the probe names it. */
type ContentKind = 'file' | 'video' | 'paper' | 'faq catalogue' | 'faq question';

/** A catalogue of the owner's: under a private list (nobody else sees it) or without a list (everyone does). */
async function ownersCatalogue(world: PeopleWorld, type: number, hidden: boolean): Promise<CatalogueRow> {
  const { db } = world.server.database;
  const { user } = (await findUserByAccount(db, 'owner01'))!;
  return insertCatalogue(db, {
    orgId: user.orgId,
    type,
    name: `目录${unique()}`,
    parentId: null,
    creatorId: user.id,
    access: hidden ? { opentype: OPEN_TYPES.private, users: [], positions: [] } : null,
  });
}

/** A child task body naming demo content of `kind`, placed first in a catalogue the caller sees or not. */
async function childNaming(world: PeopleWorld, kind: ContentKind, hidden: boolean): Promise<Record<string, unknown>> {
  const { db } = world.server.database;
  const orgId = (await demoOrganisation(db)).id;
  const now = Date.now();
  const times = { weight: 100, starttime: now - DAY / 24, endtime: now + 9 * DAY };
  const demo = await demoMedia(db, orgId);
  if (kind === 'file' || kind === 'video') {
    const catalogue = await ownersCatalogue(world, kind === 'file' ? CATALOG_TYPES.file : CATALOG_TYPES.video, hidden);
    const id = kind === 'file' ? demo.pdf : demo.video;
    await db.update(media).set({ catalogId: catalogue.id }).where(eq(media.id, id));
    return { type: kind === 'file' ? 4 : 5, title: '阅读', ...times, refs: [{ mediaid: id, seconds: 30 }] };
  }
  if (kind === 'paper') {
    const catalogue = await ownersCatalogue(world, CATALOG_TYPES.paper, hidden);
    const [paper] = await db
      .select()
      .from(papers)
      .where(and(eq(papers.orgId, orgId), eq(papers.status, 1), eq(papers.disabled, 0)))
      .limit(1);
    await db.update(papers).set({ catalogId: catalogue.id }).where(eq(papers.id, paper!.id));
    return { type: 2, title: '考试', ...times, refs: [{ refid: paper!.id }], settings: { retry: 1, review: 2 } };
  }
  const catalogue = await ownersCatalogue(world, CATALOG_TYPES.faq, hidden);
  if (kind === 'faq catalogue') return { type: 3, title: '问答', ...times, refs: [{ refid: catalogue.id }], settings: { source: 'catalog', count: 1 } };
  const [faq] = await db.select().from(faqs).where(eq(faqs.orgId, orgId)).limit(1);
  await db.update(faqs).set({ catalogId: catalogue.id }).where(eq(faqs.id, faq!.id));
  return { type: 3, title: '问答', ...times, refs: [{ refid: faq!.id }], settings: { source: 'list', count: 1 } };
}

/** An unpublished package of the owner's, open to child tasks. */
async function ownersPackage(world: PeopleWorld): Promise<string> {
  const now = Date.now();
  return (await createPackage(await owner(world), packageBody(now, { title: `内容包${unique()}` }))).id;
}

const childrenOf = (world: PeopleWorld, packageId: string) => async () =>
  (await world.server.database.db.select().from(childTasks).where(eq(childTasks.packageId, packageId))).map((child) => [child.id, child.type, child.refs]);

const KINDS: ContentKind[] = ['file', 'video', 'paper', 'faq catalogue', 'faq question'];

/** Adding a child task naming content the caller may not see (a catalogue of the owner's under a private list). */
const addProbe = (kind: ContentKind): Probe => ({
  name: `add a task naming a ${kind}`,
  refusal: 'errors.library.catalogNotFound',
  arrange: async (world, refused): Promise<ProbeCall> => {
    const packageId = await ownersPackage(world);
    const body = await childNaming(world, kind, refused);
    return { path: `${TASK}/package/${packageId}/child`, body, state: childrenOf(world, packageId) };
  },
});

/** Editing the owner's child task (of another kind) to name such content. */
const editProbe = (kind: ContentKind): Probe => ({
  name: `edit a task to name a ${kind}`,
  refusal: 'errors.library.catalogNotFound',
  arrange: async (world, refused): Promise<ProbeCall> => {
    const packageId = await ownersPackage(world);
    const existing = await childNaming(world, kind === 'video' ? 'file' : 'video', false);
    const added = await (await owner(world))('POST', `${TASK}/package/${packageId}/child`, existing);
    if (added.status !== 200) throw new Error(`child task: ${JSON.stringify(added.body)}`);
    const body = await childNaming(world, kind, refused);
    return { path: `${TASK}/child/${(added.body.child as { id: string }).id}`, body, state: childrenOf(world, packageId) };
  },
});

/** Package routes that place content: refused when it sits in a catalogue the caller does not see. */
export const CONTENT_PROBES: Record<string, Probe[]> = {
  [`POST ${TASK}/package/:id/child`]: KINDS.map(addProbe),
  [`PUT ${TASK}/child/:id`]: KINDS.map(editProbe),
  // Takes content out of a package; hands nothing out.
  [`DELETE ${TASK}/child/:id`]: [],
};
