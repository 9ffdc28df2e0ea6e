import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CATALOG_TYPES, type CatalogNode } from '@peilian/shared';
import { Button, Card, message, Popconfirm, Space, Tooltip, Tree } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { catalogueTreeData, catalogueTreeKey, findCatalogue } from '../catalogueTreeData';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useErrorNotice } from '../exam/useErrorNotice';
import { CatalogueNameDialog, type NameEdit } from '../blocks/CatalogueNameDialog';

const ALL = '__all__';

interface Props {
  /** '' = all. */
  selected: string;
  onSelect: (id: string) => void;
}

/** The bank's catalogue tree (catalogue type 13, its counts read again after any change): select to filter, add (under the selected one), rename, delete. */
export function FaqCatalogues({ selected, onSelect }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const tree = useAdminQuery('catalogs', 'tree', { type: CATALOG_TYPES.faq });
  const create = useAdminMutation('catalogs', 'create');
  const rename = useAdminMutation('catalogs', 'update');
  const removal = useAdminMutation('catalogs', 'remove');
  const [editing, setEditing] = useState<NameEdit | null>(null);
  const nodes = tree.data?.rows ?? [];
  const current = selected ? findCatalogue(nodes, selected) : undefined;
  useErrorNotice(notice, tree.error);

  const save = async (edit: NameEdit) => {
    const name = edit.name.trim();
    if (edit.mode === 'add') onSelect((await create.run({}, { type: CATALOG_TYPES.faq, name, parentid: current?.id ?? '' })).catalog.id);
    else if (current) await rename.run({ id: current.id }, { name });
    void notice.success(t('faqAdmin.catalog.saved'));
    setEditing(null);
  };
  const remove = () => {
    if (!current) return;
    removal.run({ id: current.id }).then(
      () => {
        void notice.success(t('faqAdmin.catalog.removed'));
        onSelect('');
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  };

  return (
    <Card
      size="small"
      title={t('faqAdmin.catalog.title')}
      style={{ width: 260, flex: 'none' }}
      extra={<FaqCatalogueActions current={current} onEdit={setEditing} onRemove={remove} />}
    >
      {holder}
      <FaqCatalogueTree nodes={nodes} selected={selected} onSelect={onSelect} />
      <CatalogueNameDialog
        edit={editing}
        title={t(editing?.mode === 'rename' ? 'faqAdmin.catalog.rename' : current ? 'faqAdmin.catalog.addChild' : 'faqAdmin.catalog.add')}
        label={t('faqAdmin.catalog.name')}
        idPrefix="faq-catalog"
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

interface ActionsProps {
  current: CatalogNode | undefined;
  onEdit: (edit: NameEdit) => void;
  onRemove: () => void;
}

/** Add (under the selected catalogue), rename and delete the selected one. */
function FaqCatalogueActions({ current, onEdit, onRemove }: ActionsProps) {
  const t = useT();
  return (
    <Space size={4}>
      <Tooltip title={t(current ? 'faqAdmin.catalog.addChild' : 'faqAdmin.catalog.add')}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          aria-label={t(current ? 'faqAdmin.catalog.addChild' : 'faqAdmin.catalog.add')}
          onClick={() => onEdit({ mode: 'add', name: '' })}
          data-testid="faq-catalog-add"
        />
      </Tooltip>
      <Tooltip title={t('faqAdmin.catalog.rename')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          disabled={!current}
          aria-label={t('faqAdmin.catalog.rename')}
          onClick={() => onEdit({ mode: 'rename', name: current?.name ?? '' })}
        />
      </Tooltip>
      <Popconfirm title={t('faqAdmin.catalog.removeConfirm', { name: current?.name ?? '' })} onConfirm={onRemove} disabled={!current}>
        <Button size="small" danger icon={<DeleteOutlined />} disabled={!current} aria-label={t('faqAdmin.catalog.remove')} />
      </Popconfirm>
    </Space>
  );
}

/** The tree with "all" first; selecting "all" clears the filter. */
function FaqCatalogueTree({ nodes, selected, onSelect }: Props & { nodes: readonly CatalogNode[] }) {
  const t = useT();
  return (
    <Tree
      key={catalogueTreeKey(nodes)}
      blockNode
      defaultExpandAll
      selectedKeys={[selected || ALL]}
      onSelect={(keys) => onSelect(keys[0] === undefined || keys[0] === ALL ? '' : String(keys[0]))}
      treeData={[{ key: ALL, title: <span data-testid="faq-catalog-all">{t('faqAdmin.catalog.all')}</span> }, ...catalogueTreeData(nodes, 'faq-catalog')]}
      data-testid="faq-catalog-tree"
    />
  );
}
