import { Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { TreeActions } from '../blocks/TreeActions';
import { OrgTreeDialog } from './OrgTreeDialog';
import { countNodes, findNode, ORG_TREES, useTreeWrites, type OrgNode, type OrgTreeKind } from './orgTrees';

interface Props {
  kind: OrgTreeKind;
  tree: readonly OrgNode[];
  /** The selected node's id; '' = all. */
  selected: string;
  onSelect: (id: string) => void;
  notify: { success: (text: string) => void; error: (text: string) => void };
}

const ALL = '';

/** Deletes a node, announcing the outcome. */
function useRemove(kind: OrgTreeKind, notify: Props['notify'], onRemoved: () => void) {
  const t = useT();
  const { remove } = useTreeWrites(kind);
  return async (node: OrgNode) => {
    try {
      await remove(node.id);
      notify.success(t(ORG_TREES[kind].label('deleted')));
      onRemoved();
    } catch (error) {
      notify.error(errorMessage(error, t));
    }
  };
}

/** A tree beside the user list (departments or positions): filter by a node, and create, edit or delete nodes. */
export function OrgTreePanel({ kind, tree, selected, onSelect, notify }: Props) {
  const t = useT();
  const { label } = ORG_TREES[kind];
  const remove = useRemove(kind, notify, () => onSelect(ALL));
  const [dialog, setDialog] = useState<{ node: OrgNode | undefined } | null>(null);
  const current = selected ? findNode(tree, selected) : undefined;

  return (
    <div data-testid={`${kind}-panel`}>
      <div style={{ marginBottom: 8 }}>
        <TreeActions
          current={current}
          labels={{
            add: t(label('add')),
            addChild: t(label('addChild')),
            edit: t(label('edit')),
            remove: t(label('delete')),
            removeConfirm: t(label('deleteConfirm'), { name: current?.name ?? '' }),
          }}
          onAdd={() => setDialog({ node: undefined })}
          onEdit={() => setDialog({ node: current })}
          onRemove={() => current && void remove(current)}
          testId={kind}
        />
      </div>
      <NodeTree kind={kind} tree={tree} selected={selected} onSelect={onSelect} />
      {dialog && (
        <OrgTreeDialog
          kind={kind}
          node={dialog.node}
          parentId={selected}
          tree={tree}
          onClose={() => setDialog(null)}
          onSaved={(node) => {
            notify.success(t(label('saved')));
            setDialog(null);
            onSelect(node.id);
          }}
        />
      )}
    </div>
  );
}

/** The nodes with their user counts, "all" first. */
function NodeTree({ kind, tree, selected, onSelect }: Pick<Props, 'kind' | 'tree' | 'selected' | 'onSelect'>) {
  const t = useT();
  const { label, all } = ORG_TREES[kind];
  const toTreeData = (nodes: readonly OrgNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.id,
      title: (
        <span data-testid={`${kind}-${node.name}`}>
          {node.name}
          {node.usercount > 0 && (
            <span className="admin-count" style={{ marginLeft: 4 }}>
              ({t(label('userCount'), { count: node.usercount })})
            </span>
          )}
        </span>
      ),
      children: toTreeData(node.children),
    }));
  return (
    <Tree
      aria-label={t(label('title'))}
      // Remounted when nodes come or go, so that `defaultExpandAll` opens the new tree.
      key={countNodes(tree)}
      blockNode
      defaultExpandAll
      selectedKeys={[selected]}
      onSelect={(keys) => onSelect(keys.length > 0 ? String(keys[0]) : ALL)}
      treeData={[{ key: ALL, title: <span data-testid={`${kind}-all`}>{t(all)}</span> }, ...toTreeData(tree)]}
    />
  );
}
