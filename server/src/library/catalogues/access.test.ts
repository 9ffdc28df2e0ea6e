import { OPEN_TYPES, type CatalogAccessList } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import type { CatalogueRow } from '../../db/schema/index.js';
import { catalogueRights, governingLists, type AccessSubject, type CatalogueRights } from './access.js';

const ALICE = 'user-alice';
const BOB = 'user-bob';
const SALES = 'position-sales';

const ALL: CatalogueRights = { access: true, add: true, edit: true, deleted: true };
const SEE: CatalogueRights = { access: true, add: false, edit: false, deleted: false };
const NONE: CatalogueRights = { access: false, add: false, edit: false, deleted: false };

const list = (opentype: CatalogAccessList['opentype'], named: Partial<Pick<CatalogAccessList, 'users' | 'positions'>> = {}): CatalogAccessList => ({
  opentype,
  users: named.users ?? [],
  positions: named.positions ?? [],
});

/** A catalogue row of one tree: made by Alice unless told otherwise, inheriting unless given a list. */
function catalogue(id: string, values: { parentId?: string; access?: CatalogAccessList; creatorId?: string | null } = {}): CatalogueRow {
  return {
    id,
    orgId: 'org',
    type: 5,
    parentId: values.parentId ?? null,
    name: id,
    sort: 0,
    creatorId: values.creatorId === undefined ? ALICE : values.creatorId,
    access: values.access ?? null,
    createdAt: new Date(0),
  };
}

const subject = (userId: string, values: Partial<AccessSubject> = {}): AccessSubject => ({ userId, positionId: null, privileged: false, ...values });
const rightsOf = (rows: CatalogueRow[], who: AccessSubject) => Object.fromEntries(catalogueRights(rows, who));

describe('catalogue access lists (the pure rule)', () => {
  it('gives full control where no catalogue above has a list, to anyone holding the function', () => {
    const rows = [catalogue('top', { creatorId: null }), catalogue('child', { parentId: 'top' })];
    expect(rightsOf(rows, subject(BOB))).toEqual({ top: ALL, child: ALL });
    expect(governingLists(rows).get('child')).toEqual({ list: null, holder: null });
  });

  it('lets a catalogue without its own list inherit the nearest ancestor list', () => {
    const rows = [
      catalogue('top', { access: list(OPEN_TYPES.public) }),
      catalogue('middle', { parentId: 'top' }),
      catalogue('leaf', { parentId: 'middle', creatorId: BOB }),
    ];
    expect(governingLists(rows).get('leaf')?.holder?.id).toBe('top');
    // Bob made the leaf, so it is his under the inherited public list; the rest he only sees.
    expect(rightsOf(rows, subject(BOB))).toEqual({ top: SEE, middle: SEE, leaf: ALL });
    expect(rightsOf(rows, subject('someone'))).toEqual({ top: SEE, middle: SEE, leaf: SEE });
  });

  it('lets everyone see a public catalogue and only its creator change it', () => {
    const rows = [catalogue('public', { access: list(OPEN_TYPES.public) })];
    expect(rightsOf(rows, subject(ALICE))).toEqual({ public: ALL });
    expect(rightsOf(rows, subject(BOB))).toEqual({ public: SEE });
  });

  it('opens an appointed catalogue to the users and the positions it names, and to its creator', () => {
    const rows = [
      catalogue('byUser', { access: list(OPEN_TYPES.appointed, { users: [BOB] }) }),
      catalogue('byPosition', { access: list(OPEN_TYPES.appointed, { positions: [SALES] }) }),
    ];
    expect(rightsOf(rows, subject(BOB))).toEqual({ byUser: ALL, byPosition: NONE });
    expect(rightsOf(rows, subject('seller', { positionId: SALES }))).toEqual({ byUser: NONE, byPosition: ALL });
    expect(rightsOf(rows, subject(ALICE))).toEqual({ byUser: ALL, byPosition: ALL });
    expect(rightsOf(rows, subject('stranger', { positionId: 'position-other' }))).toEqual({ byUser: NONE, byPosition: NONE });
  });

  it('keeps a private catalogue to its creator, and full control open to all', () => {
    const rows = [catalogue('private', { access: list(OPEN_TYPES.private) }), catalogue('full', { access: list(OPEN_TYPES.full), creatorId: BOB })];
    expect(rightsOf(rows, subject(ALICE))).toEqual({ private: ALL, full: ALL });
    expect(rightsOf(rows, subject(BOB))).toEqual({ private: NONE, full: ALL });
  });

  it('hides every catalogue below one the caller cannot see, whatever their own lists say', () => {
    const rows = [
      catalogue('private', { access: list(OPEN_TYPES.private) }),
      catalogue('open', { parentId: 'private', access: list(OPEN_TYPES.full) }),
      catalogue('named', { parentId: 'open', access: list(OPEN_TYPES.appointed, { users: [BOB] }) }),
    ];
    expect(rightsOf(rows, subject(BOB))).toEqual({ private: NONE, open: NONE, named: NONE });
    expect(rightsOf(rows, subject(ALICE))).toEqual({ private: ALL, open: ALL, named: ALL });
  });

  it('lets the owner and the top administrators see and change everything', () => {
    const rows = [
      catalogue('private', { access: list(OPEN_TYPES.private) }),
      catalogue('appointed', { access: list(OPEN_TYPES.appointed, { users: [ALICE] }) }),
      catalogue('below', { parentId: 'private' }),
    ];
    expect(rightsOf(rows, subject(BOB, { privileged: true }))).toEqual({ private: ALL, appointed: ALL, below: ALL });
  });

  it('survives a parent loop in corrupt data without hanging', () => {
    const rows = [catalogue('a', { parentId: 'b', access: list(OPEN_TYPES.private) }), catalogue('b', { parentId: 'a' })];
    expect(rightsOf(rows, subject(ALICE))).toEqual({ a: ALL, b: ALL });
    expect(rightsOf(rows, subject(BOB))).toEqual({ a: NONE, b: NONE });
  });
});
