import type { DepartmentNode, PositionNode } from '@peilian/shared';
import { useAdminQuery } from '../data/queries';

export interface TreeOption {
  title: string;
  value: string;
  children: TreeOption[];
}

const options = (nodes: readonly (DepartmentNode | PositionNode)[] = []): TreeOption[] =>
  nodes.map((node) => ({ title: node.name, value: node.id, children: options(node.children) }));

/**
 * The department and position trees the filters offer. A tree the admin may not read leaves its
 * filter empty: the report itself is still shown, for the whole organisation.
 */
export function useOrgTrees(): { departments: TreeOption[]; positions: TreeOption[] } {
  const departments = useAdminQuery('departments', 'tree', {}).data?.data;
  const positions = useAdminQuery('positions', 'tree', {}).data?.rows;
  return { departments: options(departments), positions: options(positions) };
}
