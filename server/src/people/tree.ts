/** A record of a tree the people admin keeps (departments, positions): its id and its parent's. */
export interface TreeRow {
  id: string;
  parentId: string | null;
}

/** A node and every node below it (ids), from the organisation's full list; [] for an unknown root. */
export function descendantIds(all: readonly TreeRow[], rootId: string): string[] {
  if (!all.some((row) => row.id === rootId)) return [];
  const children = new Map<string, string[]>();
  for (const row of all) {
    if (row.parentId) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const ids: string[] = [];
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    ids.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return ids;
}
