import type { TreeRow } from '../tree.js';

/** A department or position, named in a cell by its name or by its path from a higher node down. */
export interface NamedNode extends TreeRow {
  name: string;
}

/** What a cell names in a tree: the one node, or why not. */
export type PathMatch = { id: string } | { problem: 'unknown' | 'ambiguous' };

/**
 * The levels of a path cell: `上级/下级` (full-width slashes and Chinese or Latin commas too, admin
 * §5 "Chinese commas accepted in lists"), blanks dropped.
 */
export const pathLevels = (text: string): string[] =>
  text
    .split(/[/／,，、]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Resolves cells against one tree: a bare name must be unique in it; a path must end a node's path from the top. */
export function pathIndex(nodes: readonly NamedNode[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const fullPath = (node: NamedNode): string[] => {
    const path: string[] = [];
    for (let at: NamedNode | undefined = node; at && path.length <= nodes.length; at = at.parentId ? byId.get(at.parentId) : undefined) path.unshift(at.name);
    return path;
  };
  const paths = nodes.map((node) => ({ id: node.id, path: fullPath(node) }));
  const cache = new Map<string, PathMatch>();
  return {
    match(text: string): PathMatch {
      const levels = pathLevels(text);
      const key = levels.join('/');
      const known = cache.get(key);
      if (known) return known;
      const found = paths.filter(({ path }) => path.length >= levels.length && levels.every((level, i) => path[path.length - levels.length + i] === level));
      const result: PathMatch = found.length === 1 ? { id: found[0]!.id } : { problem: found.length === 0 ? 'unknown' : 'ambiguous' };
      cache.set(key, result);
      return result;
    },
    /** A node's path from the top, '/'-joined (what `limitimport` lists). */
    pathOf: (id: string): string => {
      const node = byId.get(id);
      return node ? fullPath(node).join('/') : '';
    },
  };
}
