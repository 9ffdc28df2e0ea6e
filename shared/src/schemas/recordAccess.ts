import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { CATALOG_TYPES } from '../domain/training.js';

/**
 * Access lists of single records (admin §6 "safe setting open types", §7 `acl/bizdata/{id}?type`;
 * docs/training.md "Record access lists"): the same open types as a catalogue's list
 * (catalogAccess.ts), on one record; its own list takes precedence over its catalogue's. The body
 * and the answer are those of `acl/catalog/{id}`: `inherit` 1 removes the record's own list (it
 * follows its catalogue's; a record without a catalogue: full control).
 */

const key = (value: MessageKey) => value;

/**
 * `type` of `acl/bizdata/{id}`: the catalogue type of the kinds that sit in catalogue trees (files,
 * videos, papers; an FAQ catalogue is itself a catalogue, so its record list is its catalogue
 * list), and 21 scenarios, 22 task packages, which have no catalogue.
 */
export const RECORD_ACCESS_TYPES = {
  file: CATALOG_TYPES.file,
  video: CATALOG_TYPES.video,
  paper: CATALOG_TYPES.paper,
  faq: CATALOG_TYPES.faq,
  scenario: 21,
  package: 22,
} as const;
export type RecordAccessType = (typeof RECORD_ACCESS_TYPES)[keyof typeof RECORD_ACCESS_TYPES];
const RECORD_ACCESS_TYPE_VALUES: readonly number[] = Object.values(RECORD_ACCESS_TYPES);

/** The kinds of record a list is kept for (files and videos are both media). */
export const RECORD_ACCESS_KINDS = ['media', 'paper', 'scenario', 'package'] as const;
export type RecordAccessKind = (typeof RECORD_ACCESS_KINDS)[number];

/** `GET|PUT api/admin/material/acl/bizdata/{id}?type`. */
export const recordAccessQuerySchema = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((value): value is RecordAccessType => RECORD_ACCESS_TYPE_VALUES.includes(value), { error: key('library.access.recordTypeInvalid') })
    .transform((value) => value as RecordAccessType),
});
export type RecordAccessQuery = z.infer<typeof recordAccessQuerySchema>;
