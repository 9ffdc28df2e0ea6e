import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../test/harness.js';
import { rowsAsArrays } from './rowsAsArrays.js';

// A table of every kind of column the batched inserts write, created for this file.
const samples = pgTable('rows_as_arrays_samples', {
  id: uuid('id').notNull().defaultRandom(),
  seq: integer('seq').notNull(),
  label: text('label'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  status: integer('status').notNull().default(7),
  token: text('token')
    .notNull()
    .$defaultFn(() => `t-${randomUUID()}`),
  clientAt: bigint('client_at', { mode: 'number' }).notNull(),
  score: real('score'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  tags: text('tags').array(),
  note: text('note').default('n/a'),
});

let database: Awaited<ReturnType<typeof seededDatabase>>;

beforeAll(async () => {
  database = await seededDatabase();
  await database.db.execute(sql`create table rows_as_arrays_samples (
    id uuid not null default gen_random_uuid() primary key, seq integer not null, label text,
    detail jsonb not null default '{}'::jsonb, status integer not null default 7, token text not null,
    client_at bigint not null, score real, at timestamptz not null default now(), tags text[], note text default 'n/a')`);
});

afterAll(async () => {
  await database?.dispose();
});

const stored = () => database.db.select().from(samples).orderBy(asc(samples.seq));

describe('rowsAsArrays', () => {
  it('inserts every cell as given, and what no row gives as its default', async () => {
    const at = new Date('2026-11-28T01:02:03.456Z');
    const awkward = { quote: 'he said "好"', backslash: 'a\\b', braces: '{x,y}', nested: [1, null, { z: true }] };
    const rows = [
      { seq: 1, label: null, detail: awkward, clientAt: 1_764_300_000_123, score: 2.5, at },
      { seq: 2, label: 'NULL', clientAt: 0, score: null, at },
      { seq: 3, label: '', detail: {}, clientAt: -1, at },
    ];
    const inserted = await database.db.insert(samples).select(rowsAsArrays(samples, rows)).returning({ seq: samples.seq });
    expect(inserted.map((row) => row.seq)).toEqual([1, 2, 3]);

    const got = await stored();
    expect(got.map(({ seq, label, detail, status, clientAt, score, at: when, tags, note }) => ({ seq, label, detail, status, clientAt, score, at: when, tags, note }))).toEqual([
      { seq: 1, label: null, detail: awkward, status: 7, clientAt: 1_764_300_000_123, score: 2.5, at, tags: null, note: 'n/a' },
      { seq: 2, label: 'NULL', detail: {}, status: 7, clientAt: 0, score: null, at, tags: null, note: 'n/a' },
      { seq: 3, label: '', detail: {}, status: 7, clientAt: -1, score: null, at, tags: null, note: 'n/a' },
    ]);
    // A default function runs once per row; the database's random ids differ too.
    expect(new Set(got.map((row) => row.token)).size).toBe(3);
    expect(new Set(got.map((row) => row.id)).size).toBe(3);
  });

  it('takes part in an upsert like any other insert', async () => {
    await database.db
      .insert(samples)
      .select(rowsAsArrays(samples, [{ seq: 4, clientAt: 1, at: new Date(), label: 'first' }]))
      .returning();
    const [row] = await stored().then((rows) => rows.filter((sample) => sample.seq === 4));
    const again = await database.db
      .insert(samples)
      .select(rowsAsArrays(samples, [{ id: row!.id, seq: 4, clientAt: 2, at: new Date(), label: 'second' }]))
      .onConflictDoUpdate({ target: samples.id, set: { label: sql`excluded.label` } })
      .returning({ label: samples.label, clientAt: samples.clientAt });
    expect(again).toEqual([{ label: 'second', clientAt: 1 }]);
  });

  it('refuses an array column, and a nullable column with a default that some rows leave out', () => {
    expect(() => rowsAsArrays(samples, [{ seq: 5, clientAt: 1, at: new Date(), tags: ['a'] }])).toThrow('tags is an array column');
    expect(() =>
      rowsAsArrays(samples, [
        { seq: 5, clientAt: 1, at: new Date(), note: 'x' },
        { seq: 6, clientAt: 1, at: new Date() },
      ]),
    ).toThrow('note has a default and may be null');
  });
});
