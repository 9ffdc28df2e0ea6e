import { CATALOG_TYPES, type CatalogNode } from '@peilian/shared';
import { TreeSelect, Typography } from 'antd';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const treeOf = (nodes: readonly CatalogNode[]): TreeOption[] => nodes.map((node) => ({ value: node.id, title: node.name, children: treeOf(node.children) }));

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * The bank's catalogues a quick Q&A child task draws from (catalogue type 13), several at once; a
 * checked catalogue stands for the ones below it, so only the top checked one is kept.
 */
export function FaqCatalogField({ value = [], onChange }: Props) {
  const t = useT();
  const catalogues = useAdminQuery('catalogs', 'tree', { type: CATALOG_TYPES.faq });
  return (
    <>
      <TreeSelect
        id="child-faq-catalogs"
        data-testid="child-faq-catalogs"
        treeData={treeOf(catalogues.data?.rows ?? [])}
        value={value}
        onChange={(ids: string[]) => onChange?.(ids)}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_PARENT}
        treeDefaultExpandAll
        allowClear
        placeholder={t('trainingAdmin.faqChild.catalogsPlaceholder')}
        style={{ width: '100%' }}
      />
      {catalogues.error && <Typography.Text type="danger">{t('trainingAdmin.faqChild.catalogsFailed')}</Typography.Text>}
    </>
  );
}
