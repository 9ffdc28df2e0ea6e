import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The transaction of a running operation (docs/security.md "Operation log"), reached through the
 * database every request holds (`deps.db`): inside an operation every query made in its async
 * context — by the handler, by whatever it calls, by a cache it fills — runs in the operation's
 * transaction, and once the operation has ended the same object reaches the database again (so work
 * the operation started in the background goes on outside it). Objects keyed by the database
 * (caches, batchers) keep one key for all of it.
 */

/** What a database offers an operation: a transaction whose handle is a database of the same kind. */
interface Transactional<Tx> {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

interface Scope {
  tx: object;
  open: boolean;
  committed: (() => void)[];
  rolledBack: (() => Promise<void>)[];
}

const scopes = new AsyncLocalStorage<Scope>();
/** The work of an operation: it is given the operation's transaction, in which its writes stand or fall together. */
export type OperationWork<Tx, T> = (tx: Tx) => Promise<T>;

/** The opener of an operation its route's handler opens itself (`openOperation`), while the handler runs. */
const openers = new AsyncLocalStorage<<T>(work: OperationWork<object, T>) => Promise<T>>();
const aware = new WeakSet<object>();

/** `root` as every request reaches it: the running operation's transaction inside one, else `root` itself. */
export function operationAware<D extends object>(root: D): D {
  const scoped = new Proxy(root, {
    get(target, key) {
      const scope = scopes.getStore();
      const db = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(db, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
  aware.add(scoped);
  return scoped;
}

/** The database a call on `db` reaches now: the running operation's transaction when `db` is operation-aware, else `db`. */
export function currentDb<D extends object>(db: D): D {
  const scope = scopes.getStore();
  return scope?.open && aware.has(db) ? (scope.tx as D) : db;
}

/**
 * Runs `work` as an operation in a transaction of `db`, which `work` is given: `begin` first, in the
 * transaction; what `afterCommit` was given during it runs once it has committed.
 */
export async function inOperation<Tx extends object, T>(db: Transactional<Tx>, begin: (tx: Tx) => Promise<void>, work: (tx: Tx) => Promise<T>): Promise<T> {
  let scope: Scope | undefined;
  let committed = false;
  try {
    const result = await db.transaction(async (tx) => {
      scope = { tx, open: true, committed: [], rolledBack: [] };
      return scopes.run(scope, async () => {
        await begin(tx);
        return work(tx);
      });
    });
    committed = true;
    if (scope) scope.open = false;
    for (const done of scope?.committed ?? []) done();
    return result;
  } finally {
    if (scope) scope.open = false;
    if (!committed) for (const undo of scope?.rolledBack ?? []) await undo();
  }
}

/**
 * Does `work` once the running operation has rolled back (never, if it commits), before its refusal
 * is answered; at once outside an operation. For what a refusal itself must change: an upload whose
 * content is refused is discarded, whatever else the operation undoes.
 */
export async function whenRefused(work: () => Promise<void>): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.open) scope.rolledBack.push(work);
  else await work();
}

/** Runs `done` once the running operation has committed (never, if it rolls back); at once outside an operation. */
export function afterCommit(done: () => void): void {
  const scope = scopes.getStore();
  if (scope?.open) scope.committed.push(done);
  else done();
}

/**
 * Runs `handler` with `open` as the way to open its operation (`openOperation`): for the writes
 * whose preparation — reading and checking an upload, hashing its passwords, claiming an import
 * slot that other requests must see at once — should not hold the operation's transaction.
 */
export function withOperationOpener<T>(open: <W>(work: OperationWork<object, W>) => Promise<W>, handler: () => Promise<T>): Promise<T> {
  return openers.run(open, handler);
}

/**
 * Runs `work` as the request's operation when its route lets the handler open it (once: a second
 * call is a programming error), giving it the operation's transaction: what it writes there commits
 * or rolls back as one. Inside an operation already, `work` is given that operation's transaction;
 * outside any route (a script, a test), `db` as it is.
 */
export function openOperation<D extends object, T>(db: D, work: OperationWork<D, T>): Promise<T> {
  const scope = scopes.getStore();
  if (scope?.open) return work(scope.tx as D);
  const open = openers.getStore();
  if (!open) return work(db);
  return openers.exit(() => open((tx) => work(tx as D)));
}
