const caches = new Set<Map<unknown, unknown>>();

/**
 * A map the process keeps in memory about its database's records (a published paper, a child task
 * just read, a gate just opened), emptied whenever a server starts (`clearProcessCaches`).
 */
export function processCache<K, V>(): Map<K, V> {
  const map = new Map<K, V>();
  caches.add(map as Map<unknown, unknown>);
  return map;
}

/**
 * Empties every process cache. A server starting may serve another database than the last one this
 * process served — the tests run one server after another in a process, each on its own copy of the
 * same seeded records — and nothing kept about that one may answer for this one.
 */
export function clearProcessCaches(): void {
  for (const cache of caches) cache.clear();
}
