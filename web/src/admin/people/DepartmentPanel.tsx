import type { DepartmentNode } from '@peilian/shared';
import { Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { TreeActions } from '../blocks/TreeActions';
import { DepartmentDialog } from './DepartmentDialog';
import { useAdminMutation } from '../data/queries';

interface Props {
  tree: readonly DepartmentNode[];
  /** The selected department's id; '' = all departments. */
  selected: string;
  onSelect: (id: string) => void;
  notify: { success: (text: string) => void; error: (text: string) => void };
}

const ALL = '';

const countNodes = (nodes: readonly DepartmentNode[]): number => nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);

function findNode(nodes: readonly DepartmentNode[], id: string): DepartmentNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Deletes a department, announcing the outcome. */
function useRemoveDepartment(notify: Props['notify'], onRemoved: () => void) {
  const t = useT();
  const deletion = useAdminMutation('departments', 'remove');
  return async (department: DepartmentNode) => {
    try {
      await deletion.run({ id: department.id });
      notify.success(t('people.departments.deleted'));
      onRemoved();
    } catch (error) {
      notify.error(errorMessage(error, t));
    }
  };
}

/** The left-hand department tree of the user list: filter by department, and create, edit or delete departments. */
export function DepartmentPanel({ tree, selected, onSelect, notify }: Props) {
  const t = useT();
  const remove = useRemoveDepartment(notify, () => onSelect(ALL));
  const [dialog, setDialog] = useState<{ department: DepartmentNode | undefined } | null>(null);
  const current = selected ? findNode(tree, selected) : undefined;

  return (
    <div data-testid="department-panel" style={{ width: 260, flex: '0 0 260px', borderRight: '1px solid #f0f0f0', paddingRight: 12 }}>
      <div style={{ marginBottom: 8 }}>
        <TreeActions
          current={current}
          labels={{
            add: t('people.departments.add'),
            addChild: t('people.departments.addChild'),
            edit: t('people.departments.edit'),
            remove: t('people.departments.delete'),
            removeConfirm: t('people.departments.deleteConfirm', { name: current?.name ?? '' }),
          }}
          onAdd={() => setDialog({ department: undefined })}
          onEdit={() => setDialog({ department: current })}
          onRemove={() => current && void remove(current)}
          testId="department"
        />
      </div>
      <DepartmentTree tree={tree} selected={selected} onSelect={onSelect} />
      {dialog && (
        <DepartmentDialog
          department={dialog.department}
          parentId={selected}
          tree={tree}
          onClose={() => setDialog(null)}
          onSaved={(department) => {
            notify.success(t('people.departments.saved'));
            setDialog(null);
            onSelect(department.id);
          }}
        />
      )}
    </div>
  );
}

/** The departments with their user counts, "all departments" first. */
function DepartmentTree({ tree, selected, onSelect }: Pick<Props, 'tree' | 'selected' | 'onSelect'>) {
  const t = useT();
  const toTreeData = (nodes: readonly DepartmentNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.id,
      title: (
        <span data-testid={`department-${node.name}`}>
          {node.name}
          {node.usercount > 0 && (
            <span className="admin-count" style={{ marginLeft: 4 }}>
              ({t('people.departments.userCount', { count: node.usercount })})
            </span>
          )}
        </span>
      ),
      children: toTreeData(node.children),
    }));
  return (
    <Tree
      // Remounted when departments come or go, so that `defaultExpandAll` opens the new tree.
      key={countNodes(tree)}
      blockNode
      defaultExpandAll
      selectedKeys={[selected]}
      onSelect={(keys) => onSelect(keys.length > 0 ? String(keys[0]) : ALL)}
      treeData={[{ key: ALL, title: <span data-testid="department-all">{t('people.users.allDepartments')}</span> }, ...toTreeData(tree)]}
    />
  );
}
