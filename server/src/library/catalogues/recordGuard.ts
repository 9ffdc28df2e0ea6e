import type { CatalogAccessList, OpenType, RecordAccessKind } from '@peilian/shared';
import { listCatalogues } from '../../data/catalogues.js';
import { listRecordAccess, type SeenRecords } from '../../data/recordAccess.js';
import type { CatalogueRow, RecordAccessRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { listRights, type AccessSubject, type CatalogueRights } from './access.js';
import { accessSubject, catalogueAccessOf, refusalOf, type CatalogueAccess, type CatalogueRefusal } from './guard.js';

/**
 * The caller's access to the records of one kind (docs/training.md "Record access lists"): a
 * record's own list takes precedence over its catalogue's; a record without one follows its
 * catalogue's (none: full control). Read for a command in two queries beside the catalogue tree's:
 * the caller's position and every record list of the kind (they are few), so a page's rows and its
 * total leave out the same records.
 */

/** What of a record its access is decided by. */
export interface AccessRecord {
  id: string;
  /** Its catalogue (none: a kind without catalogues, or a record outside them). */
  catalogId?: string | null;
  creatorId: string | null;
}

export interface ContentAccess extends CatalogueAccess {
  /** Records whose own list decides what the caller sees (a list's SQL filter, `seenContent`). */
  records: SeenRecords;
  /** What the caller may do with a record. */
  recordRights(record: AccessRecord): CatalogueRights;
  /** Refuses what the caller may not do with a record: not seen → `catalogNotFound`, a right missing → `catalogRefused`. */
  assertRecord(record: AccessRecord, right: keyof CatalogueRights): void;
  recordRefusal(record: AccessRecord, ...rights: (keyof CatalogueRights)[]): CatalogueRefusal | null;
  /** A record's own list, if it has one. */
  ownList(recordId: string): CatalogAccessList | null;
  subject: AccessSubject;
}

export const listOfRow = (row: RecordAccessRow): CatalogAccessList => ({ opentype: row.opentype as OpenType, users: row.users, positions: row.positions });

/** The caller's access to the records of a kind and to the catalogues of their type (null: the kind has none). */
export async function contentAccess(request: Caller, kind: RecordAccessKind, catalogType: number | null, rows?: CatalogueRow[]): Promise<ContentAccess> {
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const [subject, catalogueRows, lists] = await Promise.all([
    accessSubject(request),
    rows ?? (catalogType === null ? Promise.resolve([]) : listCatalogues(db, orgId, catalogType)),
    listRecordAccess(db, orgId, kind),
  ]);
  const catalogues = catalogueAccessOf(catalogueRows, subject);
  const own = new Map(lists.map((row) => [row.recordId, listOfRow(row)]));
  const recordRights = (record: AccessRecord): CatalogueRights => {
    const list = own.get(record.id);
    return list ? listRights(list, record.creatorId === subject.userId, subject) : catalogues.rights(record.catalogId ?? null);
  };
  // Whether a listed record is seen by others than its creator: its own list decides, not its catalogue.
  const seen = lists.map((row) => ({ id: row.recordId, access: listRights(listOfRow(row), false, subject).access }));
  const recordRefusal = (record: AccessRecord, ...wanted: (keyof CatalogueRights)[]) => refusalOf(recordRights(record), wanted);
  return {
    ...catalogues,
    subject,
    records: {
      hidden: seen.filter((row) => !row.access).map((row) => row.id),
      shown: seen.filter((row) => row.access).map((row) => row.id),
      userId: subject.userId,
    },
    recordRights,
    recordRefusal,
    assertRecord: (record, right) => {
      const refused = recordRefusal(record, right);
      if (refused) throw appError(refused);
    },
    ownList: (recordId) => own.get(recordId) ?? null,
  };
}
