import { CATALOG_TYPES } from '@peilian/shared';
import { Card, message, Tree } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { catalogueTreeData, catalogueTreeKey, findCatalogue } from '../catalogueTreeData';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { CatalogueNameDialog, type NameEdit } from '../blocks/CatalogueNameDialog';
import { CatalogueNodeActions } from '../catalogues/CatalogueNodeActions';
import { useErrorNotice } from '../blocks/useErrorNotice';

const ALL = '__all__';

interface Props {
  /** '' = all. */
  selected: string;
  onSelect: (id: string) => void;
}

/** The question catalogue tree (catalogue type 11): choose one to filter, add one under the chosen one, see or set its access list. */
export function QuestionCatalogues({ selected, onSelect }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const tree = useAdminQuery('catalogs', 'tree', { type: CATALOG_TYPES.question });
  const create = useAdminMutation('catalogs', 'create');
  const [adding, setAdding] = useState(false);
  const nodes = tree.data?.rows ?? [];
  const current = selected ? findCatalogue(nodes, selected) : undefined;
  useErrorNotice(notice, tree.error);

  // A refusal is left to the dialog, which shows it above the name and stays open.
  const add = async ({ name }: NameEdit) => {
    await create.run({}, { type: CATALOG_TYPES.question, name, parentid: selected });
    setAdding(false);
  };

  return (
    <Card
      size="small"
      title={t('examAdmin.bank.catalogs')}
      style={{ width: 240, flex: 'none' }}
      extra={
        <CatalogueNodeActions
          type={CATALOG_TYPES.question}
          current={current}
          labels={{ add: t('examAdmin.bank.addCatalog'), addChild: t('examAdmin.bank.addCatalog') }}
          onAdd={() => setAdding(true)}
          onAccessSaved={(text) => void notice.success(text)}
          testId="question-catalog"
        />
      }
    >
      {holder}
      <Tree
        aria-label={t('examAdmin.bank.catalogs')}
        key={catalogueTreeKey(nodes)}
        blockNode
        defaultExpandAll
        selectedKeys={[selected || ALL]}
        onSelect={(keys) => onSelect(keys[0] === undefined || keys[0] === ALL ? '' : String(keys[0]))}
        treeData={[{ key: ALL, title: t('examAdmin.bank.allCatalogs'), children: catalogueTreeData(nodes, 'question-catalog') }]}
      />
      <CatalogueNameDialog
        edit={adding ? { mode: 'add', name: '' } : null}
        title={t('examAdmin.bank.addCatalog')}
        label={t('examAdmin.bank.catalogName')}
        idPrefix="question-catalog"
        // The bank's test and users know this button as 确定 (OK).
        okText={t('common.confirm')}
        onSave={add}
        onClose={() => setAdding(false)}
      />
    </Card>
  );
}
