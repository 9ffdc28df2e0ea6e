import type { Db } from '../db/client.js';
import { currentDb } from '../db/operationScope.js';

/** Two statements under one name would fail on a connection that prepared the other: a name is taken once. */
const preparedNames = new Set<string>();

/** A drizzle query that can be prepared: a select, insert, update or delete builder. */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/**
 * A statement built once per database (and once per transaction it runs in) and run as the named
 * prepared statement `name`, its values given at each call (`sql.placeholder`). Drizzle does not
 * build its SQL again, node-postgres sends only the values once a connection has parsed it, and
 * PostgreSQL parses and plans it once per connection. For the reads most requests make: the session
 * behind a token, the attempt an exam save names.
 */
export function preparedPerDatabase<R>(name: string, build: (db: Db) => Preparable<R>): (db: Db, values: Record<string, unknown>) => Promise<R> {
  if (preparedNames.has(name)) throw new Error(`a prepared statement is already named ${name}`);
  preparedNames.add(name);
  const statements = new WeakMap<Db, ReturnType<Preparable<R>['prepare']>>();
  return (given, values) => {
    // Inside an admin operation the statement is its transaction's own (`operationScope.ts`).
    const db = currentDb(given);
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      statements.set(db, statement);
    }
    return statement.execute(values);
  };
}
