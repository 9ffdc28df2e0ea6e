import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type CatalogNode } from '@peilian/shared';
import { Button, Card, message, Popconfirm, Space, Tooltip, Tree } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { catalogueTreeData, catalogueTreeKey, findCatalogue } from '../catalogueTreeData';
import { errorMessage } from '../../identity/errorMessage';
import { CatalogueNameDialog, type NameEdit } from './CatalogueNameDialog';
import { createFaqCatalogue, fetchFaqCatalogues, removeFaqCatalogue, renameFaqCatalogue } from './faqApi';

const ALL = '__all__';

interface Props {
  /** '' = all. */
  selected: string;
  onSelect: (id: string) => void;
  /** Bumped by the list when questions changed (the counts). */
  refreshKey: number;
}

/** The bank's catalogue tree (catalogue type 13): select to filter, add (under the selected one), rename, delete. */
export function FaqCatalogues({ selected, onSelect, refreshKey }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [nodes, setNodes] = useState<CatalogNode[]>([]);
  const [editing, setEditing] = useState<NameEdit | null>(null);
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);
  const load = useCallback(() => void fetchFaqCatalogues().then(setNodes, failed), [failed]);
  useEffect(load, [load, refreshKey]);
  const current = selected ? findCatalogue(nodes, selected) : undefined;

  const save = async (edit: NameEdit) => {
    if (edit.mode === 'add') onSelect((await createFaqCatalogue(edit.name.trim(), current?.id ?? '')).id);
    else if (current) await renameFaqCatalogue(current.id, edit.name.trim());
    void notice.success(t('faqAdmin.catalog.saved'));
    setEditing(null);
    load();
  };
  const remove = () => {
    if (!current) return;
    removeFaqCatalogue(current.id).then(() => {
      void notice.success(t('faqAdmin.catalog.removed'));
      onSelect('');
      load();
    }, failed);
  };

  const extra = (
    <Space size={4}>
      <Tooltip title={t(current ? 'faqAdmin.catalog.addChild' : 'faqAdmin.catalog.add')}>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add', name: '' })} data-testid="faq-catalog-add" />
      </Tooltip>
      <Tooltip title={t('faqAdmin.catalog.rename')}>
        <Button size="small" icon={<EditOutlined />} disabled={!current} onClick={() => setEditing({ mode: 'rename', name: current?.name ?? '' })} />
      </Tooltip>
      <Popconfirm title={t('faqAdmin.catalog.removeConfirm', { name: current?.name ?? '' })} onConfirm={remove} disabled={!current}>
        <Button size="small" danger icon={<DeleteOutlined />} disabled={!current} aria-label={t('faqAdmin.catalog.remove')} />
      </Popconfirm>
    </Space>
  );
  return (
    <Card size="small" title={t('faqAdmin.catalog.title')} style={{ width: 260, flex: 'none' }} extra={extra}>
      {holder}
      <Tree
        key={catalogueTreeKey(nodes)}
        blockNode
        defaultExpandAll
        selectedKeys={[selected || ALL]}
        onSelect={(keys) => onSelect(keys[0] === undefined || keys[0] === ALL ? '' : String(keys[0]))}
        treeData={[{ key: ALL, title: <span data-testid="faq-catalog-all">{t('faqAdmin.catalog.all')}</span> }, ...catalogueTreeData(nodes, 'faq-catalog')]}
        data-testid="faq-catalog-tree"
      />
      <CatalogueNameDialog
        edit={editing}
        title={t(editing?.mode === 'rename' ? 'faqAdmin.catalog.rename' : current ? 'faqAdmin.catalog.addChild' : 'faqAdmin.catalog.add')}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
