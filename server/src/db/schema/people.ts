import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// core.ts imports `roles` for users.role_id; the references below are lazy, so the cycle is harmless.
import { organisations } from './core.js';

export type RoleType = 0 | 1 | 2;

/**
 * Roles of an organisation (admin §3 Role): type 0 ordinary user, 1 administrator (its `funcs`),
 * 2 super administrator; status 0 enabled, 1 disabled. A user's effective rights are copied from
 * the role onto the user row (`users.funcs`, `adminuser`, `rolename`) whenever either changes —
 * see `src/people/grants.ts`.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: integer('type').$type<RoleType>().notNull().default(0),
    description: text('description').notNull().default(''),
    status: integer('status').notNull().default(0),
    /** Visible function keys of the shared tree (hidden detail routes follow their parent). */
    funcs: jsonb('funcs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_org_id_idx').on(t.orgId), uniqueIndex('roles_org_id_name_key').on(t.orgId, t.name)],
);

export type RoleRow = typeof roles.$inferSelect;
