import { catalogResponseSchema, OPEN_TYPES, type CatalogNode, type OpenType } from '@peilian/shared';
import { expect } from 'vitest';
import { setUserPosition } from '../src/data/positions.js';
import { createUser } from './factories.js';
import type { TestServer } from './harness.js';
import { adminCaller } from './peopleClient.js';
import type { Caller } from './tasksClient.js';

/** The functions of every catalogue type: the content library, exam management and the FAQ bank. */
export const CONTENT_FUNCTIONS = 'studysystem,exammanagement,questionbank';

/** A limited administrator of the demo organisation (not its owner) holding `funcs`, optionally in a position, signed in. */
export async function contentAdmin(server: TestServer, options: { funcs?: string; name?: string; positionId?: string } = {}) {
  const user = await createUser(server.database.db, { funcs: options.funcs ?? CONTENT_FUNCTIONS, name: options.name ?? '目录管理员' });
  if (options.positionId) await setUserPosition(server.database.db, user.orgId, user.id, options.positionId);
  const token = await server.login(user.account);
  return Object.assign(adminCaller(server.fetch, token), { id: user.id, token });
}

/** Creates a catalogue as `caller` (asserting success). */
export async function catalogueAs(caller: Caller, type: number, name: string, parentid = ''): Promise<CatalogNode> {
  const answer = await caller('POST', '/api/admin/material/catalog', { type, name, parentid });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return catalogResponseSchema.parse(answer.body).catalog;
}

/** Sets a catalogue's list as `caller` (asserting success). */
export async function openAs(caller: Caller, id: string, opentype: OpenType, named: { users?: string[]; positions?: string[] } = {}): Promise<void> {
  const answer = await caller('PUT', `/api/admin/material/acl/catalog/${id}`, {
    inherit: 0,
    opentype,
    users: named.users ?? [],
    positions: named.positions ?? [],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A catalogue of `type` made by `caller` with its own list: private or public (the common cases of the suites). */
export async function listedCatalogue(caller: Caller, type: number, name: string, opentype: OpenType = OPEN_TYPES.private): Promise<CatalogNode> {
  const made = await catalogueAs(caller, type, name);
  await openAs(caller, made.id, opentype);
  return made;
}

/** The functions of every kind with a record access list: the catalogue types', scenarios and the three task lists. */
export const RECORD_FUNCTIONS = `${CONTENT_FUNCTIONS},voicescene,trainmanagement-train,trainmanagement-exame,trainmanagement-practice`;

/** Sets a record's own list as `caller` (`type`: 5 file, 6 video, 12 paper, 13 FAQ catalogue, 21 scenario, 22 package); answers the raw answer. */
export function setRecordList(
  caller: Caller,
  type: number,
  id: string,
  opentype: OpenType,
  named: { users?: string[]; positions?: string[]; inherit?: 0 | 1 } = {},
) {
  return caller('PUT', `/api/admin/material/acl/bizdata/${id}?type=${type}`, {
    inherit: named.inherit ?? 0,
    opentype,
    users: named.users ?? [],
    positions: named.positions ?? [],
  });
}

/** Sets a record's own list as `caller` (asserting success). */
export async function recordOpenAs(
  caller: Caller,
  type: number,
  id: string,
  opentype: OpenType,
  named: { users?: string[]; positions?: string[] } = {},
): Promise<void> {
  const answer = await setRecordList(caller, type, id, opentype, named);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
