import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CATALOG_NAME_MAX, type CatalogNode, type MediaKind } from '@peilian/shared';
import { Button, Card, Input, message, Modal, Popconfirm, Space, Tooltip, Tree } from 'antd';
import { startTransition, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { catalogueTreeData, findCatalogue } from '../catalogueTreeData';
import { errorMessage } from '../../identity/errorMessage';
import { useAdminMutation, useAdminQuery } from '../data/queries';
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
    saving: create.pending || update.pending,
  };
}

/** The catalogue tree of one kind (admin §2 studysystem): select, add (under the selected one), rename, delete. */
export function CatalogueTree({ kind, selected, onSelect }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const tree = useAdminQuery('catalogs', 'tree', { type: catalogTypeOf(kind) });
  // While a write is under way the tree shown stays as it was, so that a new catalogue appears
  // together with its selection (the URL's, which the router changes in a transition).
  const [held, setHeld] = useState<CatalogNode[] | null>(null);
  const nodes = held ?? tree.data?.rows ?? [];
  const writes = useCatalogueWrites(kind);
  const [editing, setEditing] = useState<{ mode: 'add' | 'rename'; name: string } | null>(null);

  useEffect(() => {
    if (tree.error) void notice.error(tree.error);
  }, [tree.error, notice]);

  const current = selected ? findCatalogue(nodes, selected) : undefined;

  const save = async () => {
    if (!editing) return;
    setHeld(nodes);
    try {
      const added = await writes.save(editing.mode, editing.name, current?.id);
      void notice.success(t('library.catalog.saved'));
      startTransition(() => {
        if (added) onSelect(added);
        setEditing(null);
        setHeld(null);
      });
    } catch (error) {
      setHeld(null);
      void notice.error(errorMessage(error, t, 'library.media.saveFailed'));
    }
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
        <Space size={4}>
          <Tooltip title={t(current ? 'library.catalog.addChild' : 'library.catalog.add')}>
            <Button
              size="small"
              icon={<PlusOutlined />}
              aria-label={t(current ? 'library.catalog.addChild' : 'library.catalog.add')}
              onClick={() => setEditing({ mode: 'add', name: '' })}
              data-testid="catalog-add"
            />
          </Tooltip>
          <Tooltip title={t('library.catalog.rename')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('library.catalog.rename')}
              disabled={!current}
              onClick={() => setEditing({ mode: 'rename', name: current?.name ?? '' })}
              data-testid="catalog-rename"
            />
          </Tooltip>
          <Popconfirm title={t('library.catalog.deleteConfirm', { name: current?.name ?? '' })} onConfirm={() => void remove()} disabled={!current}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('library.catalog.delete')} disabled={!current} data-testid="catalog-delete" />
          </Popconfirm>
        </Space>
      }
    >
      {holder}
      <Tree
        blockNode
        defaultExpandAll
        selectedKeys={[selected || ALL]}
        treeData={[{ key: ALL, title: <span data-testid="catalog-all">{t('library.catalog.all')}</span> }, ...catalogueTreeData(nodes, 'catalog')]}
        onSelect={(keys) => onSelect(keys[0] && keys[0] !== ALL ? String(keys[0]) : '')}
        data-testid="catalog-tree"
      />
      <Modal
        open={editing !== null}
        title={t(editing?.mode === 'rename' ? 'library.catalog.rename' : current ? 'library.catalog.addChild' : 'library.catalog.add')}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        okButtonProps={{ disabled: !editing?.name.trim(), loading: writes.saving, 'data-testid': 'catalog-save' }}
        destroyOnHidden
      >
        <Input
          id="catalog-name"
          autoFocus
          maxLength={CATALOG_NAME_MAX}
          placeholder={t('library.catalog.name')}
          aria-label={t('library.catalog.name')}
          value={editing?.name ?? ''}
          onChange={(event) => setEditing((value) => value && { ...value, name: event.target.value })}
          onPressEnter={() => void save()}
        />
      </Modal>
    </Card>
  );
}
