import type { CatalogNode, CatalogType } from '@peilian/shared';
import { Card, message, Tree } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { CatalogueNameDialog, type NameEdit } from '../blocks/CatalogueNameDialog';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { catalogueTreeData, catalogueTreeKey, findCatalogue } from '../catalogueTreeData';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { CatalogueNodeActions } from './CatalogueNodeActions';

const ALL = '__all__';

interface Props {
  /** The bank's catalogue type (questions 11, FAQ 13). */
  type: CatalogType;
  /** The panel's title, the bank's name for its catalogues. */
  title: string;
  /** Prefix of the test ids of the tree, its actions and its dialog (`faq-catalog-add`, `faq-catalog-<name>`). */
  testId: string;
  /** '' = all. */
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * A bank's catalogue tree beside its list: select one to filter ("all" first clears the filter), add
 * one under the selected one (and select it), rename or delete the selected one, see or set its
 * access list — each action offered only when the caller may.
 */
export function CataloguePanel({ type, title, testId, selected, onSelect }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const tree = useAdminQuery('catalogs', 'tree', { type });
  const create = useAdminMutation('catalogs', 'create');
  const rename = useAdminMutation('catalogs', 'update');
  const removal = useAdminMutation('catalogs', 'remove');
  const [editing, setEditing] = useState<NameEdit | null>(null);
  const nodes = tree.data?.rows ?? [];
  const current = selected ? findCatalogue(nodes, selected) : undefined;
  useErrorNotice(notice, tree.error);

  // A refusal is left to the dialog, which shows it above the name and stays open.
  const save = async (edit: NameEdit) => {
    const name = edit.name.trim();
    if (edit.mode === 'add') onSelect((await create.run({}, { type, name, parentid: current?.id ?? '' })).catalog.id);
    else if (current) await rename.run({ id: current.id }, { name });
    void notice.success(t('admin.catalogue.saved'));
    setEditing(null);
  };
  const remove = () => {
    if (!current) return;
    removal.run({ id: current.id }).then(
      () => {
        void notice.success(t('admin.catalogue.removed'));
        onSelect('');
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  };

  return (
    <Card
      size="small"
      title={title}
      style={{ width: 260, flex: 'none' }}
      extra={
        <Actions type={type} current={current} testId={testId} onEdit={setEditing} onRemove={remove} onAccessSaved={(text) => void notice.success(text)} />
      }
    >
      {holder}
      <CatalogueTree nodes={nodes} title={title} testId={testId} selected={selected} onSelect={onSelect} />
      <CatalogueNameDialog
        edit={editing}
        title={t(editing?.mode === 'rename' ? 'admin.catalogue.rename' : current ? 'admin.catalogue.addChild' : 'admin.catalogue.add')}
        label={t('admin.catalogue.name')}
        idPrefix={testId}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

interface ActionsProps {
  type: CatalogType;
  current: CatalogNode | undefined;
  testId: string;
  onEdit: (edit: NameEdit) => void;
  onRemove: () => void;
  onAccessSaved: (text: string) => void;
}

/** Add (under the selected catalogue), rename and delete the selected one, and its access list: what the admin may. */
function Actions({ type, current, testId, onEdit, onRemove, onAccessSaved }: ActionsProps) {
  const t = useT();
  return (
    <CatalogueNodeActions
      type={type}
      current={current}
      onAccessSaved={onAccessSaved}
      labels={{
        add: t('admin.catalogue.add'),
        addChild: t('admin.catalogue.addChild'),
        edit: t('admin.catalogue.rename'),
        remove: t('admin.catalogue.remove'),
        removeConfirm: t('admin.catalogue.removeConfirm', { name: current?.name ?? '' }),
      }}
      onAdd={() => onEdit({ mode: 'add', name: '' })}
      onEdit={() => onEdit({ mode: 'rename', name: current?.name ?? '' })}
      onRemove={onRemove}
      testId={testId}
    />
  );
}

interface TreeProps {
  nodes: readonly CatalogNode[];
  title: string;
  testId: string;
  selected: string;
  onSelect: (id: string) => void;
}

/** The tree with "all" first; selecting "all" clears the filter. */
function CatalogueTree({ nodes, title, testId, selected, onSelect }: TreeProps) {
  const t = useT();
  return (
    <Tree
      aria-label={title}
      key={catalogueTreeKey(nodes)}
      blockNode
      defaultExpandAll
      selectedKeys={[selected || ALL]}
      // A second click on the selected catalogue keeps it (antd would clear the selection); "all" clears the filter.
      onSelect={(keys) => keys[0] !== undefined && onSelect(keys[0] === ALL ? '' : String(keys[0]))}
      treeData={[{ key: ALL, title: <span data-testid={`${testId}-all`}>{t('admin.catalogue.all')}</span> }, ...catalogueTreeData(nodes, testId)]}
      data-testid={`${testId}-tree`}
    />
  );
}
