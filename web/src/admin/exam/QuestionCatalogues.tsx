import { PlusOutlined } from '@ant-design/icons';
import { CATALOG_NAME_MAX, CATALOG_TYPES } from '@peilian/shared';
import { Button, Card, Input, message, Modal, Tree } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { catalogueTreeData, catalogueTreeKey } from '../catalogueTreeData';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useErrorNotice } from './useErrorNotice';

const ALL = '__all__';

interface Props {
  /** '' = all. */
  selected: string;
  onSelect: (id: string) => void;
}

/** The question catalogue tree (catalogue type 11): choose one to filter, add one under the chosen one. */
export function QuestionCatalogues({ selected, onSelect }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const tree = useAdminQuery('catalogs', 'tree', { type: CATALOG_TYPES.question });
  const create = useAdminMutation('catalogs', 'create');
  const [name, setName] = useState<string | null>(null);
  const nodes = tree.data?.rows ?? [];
  useErrorNotice(notice, tree.error);

  const add = async () => {
    try {
      await create.run({}, { type: CATALOG_TYPES.question, name: (name ?? '').trim(), parentid: selected });
      setName(null);
    } catch (error) {
      void notice.error(errorMessage(error, t));
    }
  };

  return (
    <Card
      size="small"
      title={t('examAdmin.bank.catalogs')}
      style={{ width: 240, flex: 'none' }}
      extra={
        <Button
          size="small"
          type="text"
          icon={<PlusOutlined />}
          onClick={() => setName('')}
          aria-label={t('examAdmin.bank.addCatalog')}
          data-testid="question-catalog-add"
        />
      }
    >
      {holder}
      <Tree
        key={catalogueTreeKey(nodes)}
        blockNode
        defaultExpandAll
        selectedKeys={[selected || ALL]}
        onSelect={(keys) => onSelect(keys[0] === undefined || keys[0] === ALL ? '' : String(keys[0]))}
        treeData={[{ key: ALL, title: t('examAdmin.bank.allCatalogs'), children: catalogueTreeData(nodes, 'question-catalog') }]}
      />
      <Modal open={name !== null} title={t('examAdmin.bank.addCatalog')} onOk={() => void add()} onCancel={() => setName(null)} destroyOnHidden>
        <Input
          autoFocus
          maxLength={CATALOG_NAME_MAX}
          placeholder={t('examAdmin.bank.catalogName')}
          aria-label={t('examAdmin.bank.catalogName')}
          value={name ?? ''}
          onChange={(event) => setName(event.target.value)}
          data-testid="question-catalog-name"
        />
      </Modal>
    </Card>
  );
}
