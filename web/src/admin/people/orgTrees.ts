import { DEPARTMENT_NAME_MAX, POSITION_NAME_MAX, type MessageKey, type PositionNode } from '@peilian/shared';
import { useAdminMutation } from '../data/queries';

/** The two trees the people admin keeps: departments and positions (admin §3). */
export type OrgTreeKind = 'department' | 'position';

/** A node of either tree, as the panel and its dialog read it: a position's fields, which a department has too. */
export type OrgNode = PositionNode;

type Label = 'title' | 'add' | 'addChild' | 'edit' | 'delete' | 'deleteConfirm' | 'name' | 'parent' | 'topLevel' | 'saved' | 'deleted' | 'userCount';

/** What tells one tree from the other: its texts, its name limit and its "all" entry. */
export const ORG_TREES: Record<OrgTreeKind, { label: (name: Label) => MessageKey; nameMax: number; all: MessageKey }> = {
  department: { label: (name) => `people.departments.${name}`, nameMax: DEPARTMENT_NAME_MAX, all: 'people.users.allDepartments' },
  position: { label: (name) => `people.positions.${name}`, nameMax: POSITION_NAME_MAX, all: 'people.users.allPositions' },
};

export const countNodes = (nodes: readonly OrgNode[]): number => nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);

export function findNode(nodes: readonly OrgNode[], id: string): OrgNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

interface TreeWrites {
  create: (body: { name: string; parentid: string }) => Promise<OrgNode>;
  update: (id: string, body: { name: string; parentid: string }) => Promise<OrgNode>;
  remove: (id: string) => Promise<unknown>;
}

/** The writes of one tree, through the data layer (every shown read refreshes after each). */
export function useTreeWrites(kind: OrgTreeKind): TreeWrites {
  const departments = {
    create: useAdminMutation('departments', 'create'),
    update: useAdminMutation('departments', 'update'),
    remove: useAdminMutation('departments', 'remove'),
  };
  const positions = {
    create: useAdminMutation('positions', 'create'),
    update: useAdminMutation('positions', 'update'),
    remove: useAdminMutation('positions', 'remove'),
  };
  if (kind === 'department') {
    return {
      create: async (body) => (await departments.create.run({}, body)).department,
      update: async (id, body) => (await departments.update.run({ id }, body)).department,
      remove: (id) => departments.remove.run({ id }),
    };
  }
  return {
    create: async (body) => (await positions.create.run({}, body)).position,
    update: async (id, body) => (await positions.update.run({ id }, body)).position,
    remove: (id) => positions.remove.run({ id }),
  };
}
