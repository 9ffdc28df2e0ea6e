import { CATALOG_TYPES, type CatalogNode } from '@peilian/shared';
import { Card, message, Tree } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { catalogueTreeData, catalogueTreeKey, findCatalogue } from '../catalogueTreeData';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { CatalogueNameDialog, type NameEdit } from '../blocks/CatalogueNameDialog';
import { CatalogueNodeActions } from '../catalogues/CatalogueNodeActions';

const ALL = '__all__';

interface Props {
  /** '' = all. */
  selected: string;
  onSelect: (id: string) => void;
}

/** The bank's catalogue tree (catalogue type 13, its counts read again after any change): select to filter, add (under the selected one), rename, delete, access list. */
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
      extra={<FaqCatalogueActions current={current} onEdit={setEditing} onRemove={remove} onAccessSaved={(text) => void notice.success(text)} />}
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
  onAccessSaved: (text: string) => void;
}

/** Add (under the selected catalogue), rename and delete the selected one, and its access list: what the admin may. */
function FaqCatalogueActions({ current, onEdit, onRemove, onAccessSaved }: ActionsProps) {
  const t = useT();
  return (
    <CatalogueNodeActions
      type={CATALOG_TYPES.faq}
      current={current}
      onAccessSaved={onAccessSaved}
      labels={{
        add: t('faqAdmin.catalog.add'),
        addChild: t('faqAdmin.catalog.addChild'),
        edit: t('faqAdmin.catalog.rename'),
        remove: t('faqAdmin.catalog.remove'),
        removeConfirm: t('faqAdmin.catalog.removeConfirm', { name: current?.name ?? '' }),
      }}
      onAdd={() => onEdit({ mode: 'add', name: '' })}
      onEdit={() => onEdit({ mode: 'rename', name: current?.name ?? '' })}
      onRemove={onRemove}
      testId="faq-catalog"
    />
  );
}

/** The tree with "all" first; selecting "all" clears the filter. */
function FaqCatalogueTree({ nodes, selected, onSelect }: Props & { nodes: readonly CatalogNode[] }) {
  const t = useT();
  return (
    <Tree
      aria-label={t('faqAdmin.catalog.title')}
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
