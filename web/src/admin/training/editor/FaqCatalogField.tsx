import type { CatalogNode } from '@peilian/shared';
import { TreeSelect, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../app/hooks';
import { fetchFaqCatalogues } from '../../faq/faqApi';

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
  const [tree, setTree] = useState<TreeOption[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchFaqCatalogues().then(
      (nodes) => live && setTree(treeOf(nodes)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <TreeSelect
        id="child-faq-catalogs"
        data-testid="child-faq-catalogs"
        treeData={tree}
        value={value}
        onChange={(ids: string[]) => onChange?.(ids)}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_PARENT}
        treeDefaultExpandAll
        allowClear
        placeholder={t('trainingAdmin.faqChild.catalogsPlaceholder')}
        style={{ width: '100%' }}
      />
      {failed && <Typography.Text type="danger">{t('trainingAdmin.faqChild.catalogsFailed')}</Typography.Text>}
    </>
  );
}
