import type { CatalogNode, MediaKind } from '@peilian/shared';
import { Card, message, Tree } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { catalogueTreeData, findCatalogue } from '../catalogueTreeData';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { CatalogueNameDialog, type NameEdit } from '../blocks/CatalogueNameDialog';
import { CatalogueNodeActions } from '../catalogues/CatalogueNodeActions';
import { catalogTypeOf } from './catalogType';

interface Props {
  kind: MediaKind;
  /** '' = all catalogues. */
  selected: string;
  onSelect: (id: string) => void;
}

const ALL = '__all__';

/** Adding (under the selected catalogue) or renaming one; resolves with the id to select, if any. */
function useCatalogueWrites(kind: MediaKind) {
  const create = useAdminMutation('catalogs', 'create');
  const update = useAdminMutation('catalogs', 'update');
  const remove = useAdminMutation('catalogs', 'remove');
  return {
    save: async (mode: 'add' | 'rename', name: string, currentId: string | undefined): Promise<string | undefined> => {
      if (mode === 'add') return (await create.run({}, { type: catalogTypeOf(kind), name, parentid: currentId ?? '' })).catalog.id;
      if (currentId) await update.run({ id: currentId }, { name });
      return undefined;
    },
    remove: (id: string) => remove.run({ id }),
  };
}

/** The catalogue tree of one kind (admin §2 studysystem): select, add (under the selected one), rename, delete. */
export function CatalogueTree({ kind, selected, onSelect }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const tree = useAdminQuery('catalogs', 'tree', { type: catalogTypeOf(kind) });
  const nodes = tree.data?.rows ?? [];
  const writes = useCatalogueWrites(kind);
  const [editing, setEditing] = useState<NameEdit | null>(null);
  useErrorNotice(notice, tree.error);
  const current = selected ? findCatalogue(nodes, selected) : undefined;

  // A refusal is left to the dialog, which shows it above the name and stays open.
  const save = async ({ mode, name }: NameEdit) => {
    const added = await writes.save(mode, name, current?.id);
    void notice.success(t('library.catalog.saved'));
    if (added) onSelect(added);
    setEditing(null);
  };

  const remove = async () => {
    if (!current) return;
    try {
      await writes.remove(current.id);
      void notice.success(t('library.catalog.deleted'));
      onSelect('');
    } catch (error) {
      void notice.error(errorMessage(error, t));
    }
  };

  return (
    <Card
      size="small"
      title={t('library.catalog.title')}
      style={{ width: 260, flex: 'none' }}
      extra={
        <CatalogueActions
          kind={kind}
          current={current}
          onEdit={setEditing}
          onRemove={() => void remove()}
          onAccessSaved={(text) => void notice.success(text)}
        />
      }
    >
      {holder}
      <KindTree nodes={nodes} selected={selected} onSelect={onSelect} />
      <CatalogueNameDialog
        edit={editing}
        title={t(editing?.mode === 'rename' ? 'library.catalog.rename' : current ? 'library.catalog.addChild' : 'library.catalog.add')}
        label={t('library.catalog.name')}
        idPrefix="catalog"
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

interface ActionsProps {
  kind: MediaKind;
  current: CatalogNode | undefined;
  onEdit: (edit: NameEdit) => void;
  onRemove: () => void;
  onAccessSaved: (text: string) => void;
}

/** Add (under the selected catalogue), rename and delete the selected one, and its access list: what the admin may. */
function CatalogueActions({ kind, current, onEdit, onRemove, onAccessSaved }: ActionsProps) {
  const t = useT();
  return (
    <CatalogueNodeActions
      type={catalogTypeOf(kind)}
      current={current}
      onAccessSaved={onAccessSaved}
      labels={{
        add: t('library.catalog.add'),
        addChild: t('library.catalog.addChild'),
        edit: t('library.catalog.rename'),
        remove: t('library.catalog.delete'),
        removeConfirm: t('library.catalog.deleteConfirm', { name: current?.name ?? '' }),
      }}
      onAdd={() => onEdit({ mode: 'add', name: '' })}
      onEdit={() => onEdit({ mode: 'rename', name: current?.name ?? '' })}
      onRemove={onRemove}
      testId="catalog"
    />
  );
}

/** The catalogues with "all" first; selecting "all" clears the filter. */
function KindTree({ nodes, selected, onSelect }: Omit<Props, 'kind'> & { nodes: readonly CatalogNode[] }) {
  const t = useT();
  return (
    <Tree
      aria-label={t('library.catalog.title')}
      blockNode
      defaultExpandAll
      selectedKeys={[selected || ALL]}
      treeData={[{ key: ALL, title: <span data-testid="catalog-all">{t('library.catalog.all')}</span> }, ...catalogueTreeData(nodes, 'catalog')]}
      onSelect={(keys) => onSelect(keys[0] && keys[0] !== ALL ? String(keys[0]) : '')}
      data-testid="catalog-tree"
    />
  );
}
