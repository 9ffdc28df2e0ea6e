import { PlusOutlined } from '@ant-design/icons';
import { CATALOG_NAME_MAX, type CatalogNode } from '@peilian/shared';
import { Button, Card, Input, message, Modal, Tree } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { catalogueTreeData, catalogueTreeKey } from '../catalogueTreeData';
import { errorMessage } from '../../identity/errorMessage';
import { createQuestionCatalogue, fetchQuestionCatalogues } from './examApi';

const ALL = '__all__';

interface Props {
  /** '' = all. */
  selected: string;
  onSelect: (id: string) => void;
  refreshKey: number;
}

/** The question catalogue tree (catalogue type 11): choose one to filter, add one under the chosen one. */
export function QuestionCatalogues({ selected, onSelect, refreshKey }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [nodes, setNodes] = useState<CatalogNode[]>([]);
  const [name, setName] = useState<string | null>(null);

  const load = useCallback(() => {
    fetchQuestionCatalogues().then(setNodes, (error: unknown) => void notice.error(errorMessage(error, t)));
  }, [notice, t]);
  useEffect(load, [load, refreshKey]);

  const add = async () => {
    try {
      await createQuestionCatalogue((name ?? '').trim(), selected);
      setName(null);
      load();
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
          value={name ?? ''}
          onChange={(event) => setName(event.target.value)}
          data-testid="question-catalog-name"
        />
      </Modal>
    </Card>
  );
}
