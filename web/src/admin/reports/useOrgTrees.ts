import type { DepartmentNode, PositionNode } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { fetchDepartmentTree, fetchPositionTree } from './reportsApi';

export interface TreeOption {
  title: string;
  value: string;
  children: TreeOption[];
}

const options = (nodes: readonly (DepartmentNode | PositionNode)[]): TreeOption[] =>
  nodes.map((node) => ({ title: node.name, value: node.id, children: options(node.children) }));

/**
 * The department and position trees the filters offer. A tree the admin may not read leaves its
 * filter empty: the report itself is still shown, for the whole organisation.
 */
export function useOrgTrees(): { departments: TreeOption[]; positions: TreeOption[] } {
  const [departments, setDepartments] = useState<TreeOption[]>([]);
  const [positions, setPositions] = useState<TreeOption[]>([]);
  useEffect(() => {
    let live = true;
    fetchDepartmentTree().then(
      (nodes) => live && setDepartments(options(nodes)),
      () => undefined,
    );
    fetchPositionTree().then(
      (nodes) => live && setPositions(options(nodes)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { departments, positions };
}
