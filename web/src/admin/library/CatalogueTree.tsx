import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CATALOG_NAME_MAX, type CatalogNode, type MediaKind } from '@peilian/shared';
import { Button, Card, Input, message, Modal, Popconfirm, Space, Tooltip, Tree } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { catalogueTreeData, findCatalogue } from '../catalogueTreeData';
import { errorMessage } from '../../identity/errorMessage';
import { createCatalogue, deleteCatalogue, fetchCatalogueTree, renameCatalogue } from './libraryApi';

interface Props {
  kind: MediaKind;
  /** '' = all catalogues. */
  selected: string;
  onSelect: (id: string) => void;
  /** Bumped by the page when content changed (counts). */
  refreshKey: number;
}

const ALL = '__all__';

/** The catalogue tree of one kind (admin §2 studysystem): select, add (under the selected one), rename, delete. */
export function CatalogueTree({ kind, selected, onSelect, refreshKey }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [nodes, setNodes] = useState<CatalogNode[]>([]);
  const [editing, setEditing] = useState<{ mode: 'add' | 'rename'; name: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    fetchCatalogueTree(kind).then(setNodes, (error: unknown) => void notice.error(errorMessage(error, t)));
  }, [kind, notice, t]);
  useEffect(load, [load, refreshKey]);

  const current = selected ? findCatalogue(nodes, selected) : undefined;

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      if (editing.mode === 'add') onSelect((await createCatalogue(kind, editing.name, current?.id ?? '')).id);
      else if (current) await renameCatalogue(current.id, editing.name);
      void notice.success(t('library.catalog.saved'));
      setEditing(null);
      load();
    } catch (error) {
      void notice.error(errorMessage(error, t, 'library.media.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!current) return;
    try {
      await deleteCatalogue(current.id);
      void notice.success(t('library.catalog.deleted'));
      onSelect('');
      load();
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
            <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add', name: '' })} data-testid="catalog-add" />
          </Tooltip>
          <Tooltip title={t('library.catalog.rename')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={!current}
              onClick={() => setEditing({ mode: 'rename', name: current?.name ?? '' })}
              data-testid="catalog-rename"
            />
          </Tooltip>
          <Popconfirm title={t('library.catalog.deleteConfirm', { name: current?.name ?? '' })} onConfirm={() => void remove()} disabled={!current}>
            <Button size="small" danger icon={<DeleteOutlined />} disabled={!current} data-testid="catalog-delete" />
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
        okButtonProps={{ disabled: !editing?.name.trim(), loading: saving, 'data-testid': 'catalog-save' }}
        destroyOnHidden
      >
        <Input
          id="catalog-name"
          autoFocus
          maxLength={CATALOG_NAME_MAX}
          placeholder={t('library.catalog.name')}
          value={editing?.name ?? ''}
          onChange={(event) => setEditing((value) => value && { ...value, name: event.target.value })}
          onPressEnter={() => void save()}
        />
      </Modal>
    </Card>
  );
}
