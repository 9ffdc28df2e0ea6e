import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { catalogTypeSchema } from './library.js';
import { flagSchema } from './fields.js';

/**
 * Access lists of content catalogues (admin §6 "safe setting open types", §7 `acl/catalog/{id}`,
 * `catalog/operate`; docs/training.md "Catalogue access lists"). A catalogue's list governs its content in the
 * back office: the catalogue trees, the lists and the pickers, and what may be added, edited or
 * deleted there.
 */

const key = (value: MessageKey) => value;

/**
 * 3 full control (everyone who holds the catalogue's function sees and changes it: the default),
 * 0 public (everyone sees and uses it; its creator changes it), 1 appointed (the listed users and
 * holders of the listed positions see and change it), 2 private (its creator only).
 */
export const OPEN_TYPES = { public: 0, appointed: 1, private: 2, full: 3 } as const;
export type OpenType = (typeof OPEN_TYPES)[keyof typeof OPEN_TYPES];
export const OPEN_TYPE_VALUES = [OPEN_TYPES.full, OPEN_TYPES.public, OPEN_TYPES.appointed, OPEN_TYPES.private] as const;

/** The most users or positions one list names. */
export const ACCESS_LIST_MAX = 200;

/** A catalogue's own list, as stored. */
export interface CatalogAccessList {
  opentype: OpenType;
  users: string[];
  positions: string[];
}

const openTypeSchema = z.coerce
  .number()
  .int()
  .refine((value): value is OpenType => (OPEN_TYPE_VALUES as readonly number[]).includes(value), { error: key('library.access.openTypeInvalid') })
  .transform((value) => value as OpenType);

const ids = z
  .array(z.string().trim().min(1).max(64))
  .max(ACCESS_LIST_MAX, { error: key('library.access.tooMany') })
  .default([]);

/**
 * `PUT api/admin/material/acl/catalog/{id}`: `inherit` 1 follows the parent's list (a top-level
 * catalogue: full control); else the open type, and for an appointed list whom it names (at least one).
 */
export const catalogAccessRequestSchema = z
  .object({ inherit: flagSchema.default(0), opentype: openTypeSchema.default(OPEN_TYPES.full), users: ids, positions: ids })
  .strict()
  .refine((value) => value.inherit === 1 || value.opentype !== OPEN_TYPES.appointed || value.users.length + value.positions.length > 0, {
    error: key('library.access.nobodyAppointed'),
    path: ['users'],
  });
export type CatalogAccessRequest = z.infer<typeof catalogAccessRequestSchema>;

const named = z.object({ id: z.string(), name: z.string() }).strict();

/** `GET api/admin/material/acl/catalog/{id}`: the list that governs the catalogue and where it comes from. */
export const catalogAccessResponseSchema = z
  .object({
    successed: z.literal(true),
    access: z
      .object({
        /** 1 when the catalogue follows its parent's list. */
        inherit: z.union([z.literal(0), z.literal(1)]),
        opentype: z.number().int(),
        users: z.array(named),
        positions: z.array(named),
        /** The catalogue whose list applies ('' = none: full control). */
        fromid: z.string(),
        fromname: z.string(),
        /** 1 when the caller may change the list. */
        editable: z.union([z.literal(0), z.literal(1)]),
      })
      .strict(),
  })
  .strict();
export type CatalogAccessResponse = z.infer<typeof catalogAccessResponseSchema>;

/** `GET api/admin/material/catalog/operate?type&extend`. */
export const catalogOperateQuerySchema = z.object({ type: catalogTypeSchema, extend: z.string().max(16).optional() });

/** What the caller may do in each catalogue of a type it sees (1 = may). */
export const catalogOperateResponseSchema = z
  .object({
    successed: z.literal(true),
    rows: z.array(
      z
        .object({
          id: z.string(),
          access: z.union([z.literal(0), z.literal(1)]),
          add: z.union([z.literal(0), z.literal(1)]),
          edit: z.union([z.literal(0), z.literal(1)]),
          deleted: z.union([z.literal(0), z.literal(1)]),
        })
        .strict(),
    ),
  })
  .strict();
export type CatalogOperateResponse = z.infer<typeof catalogOperateResponseSchema>;
