import type { CatalogNode } from '@peilian/shared';
import type { TreeDataNode } from 'antd';

/** A catalogue tree as antd's Tree draws it: each name with its count, found by `<testIdPrefix>-<name>`. */
export function catalogueTreeData(nodes: readonly CatalogNode[], testIdPrefix: string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span data-testid={`${testIdPrefix}-${node.name}`}>
        {node.name}
        {node.count > 0 && <span className="admin-count"> ({node.count})</span>}
      </span>
    ),
    children: catalogueTreeData(node.children, testIdPrefix),
  }));
}

/** A key that changes when catalogues come or go, so the tree remounts (expanded again). */
export const catalogueTreeKey = (nodes: readonly CatalogNode[]): string => nodes.map((node) => `${node.id}(${catalogueTreeKey(node.children)})`).join(',');

/** The catalogue of `id` anywhere in the tree. */
export function findCatalogue(nodes: readonly CatalogNode[], id: string): CatalogNode | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : findCatalogue(node.children, id);
    if (found) return found;
  }
  return undefined;
}
