import { CATALOG_TYPES, type AigcTask, type CatalogNode } from '@peilian/shared';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';

/** The catalogues of a tree as options, each indented under its parent. */
const flat = (nodes: readonly CatalogNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((node) => [{ value: node.id, label: `${'\u3000'.repeat(depth)}${node.name}` }, ...flat(node.children, depth + 1)]);

interface Props {
  task: AigcTask;
  chosen: number;
  accepting: boolean;
  onAccept: (catalogid: string) => void;
}

/** Where the chosen drafts go (a catalogue of the exam bank or the FAQ bank, or none) and the accept button. */
export function AcceptBar({ task, chosen, accepting, onAccept }: Props) {
  const t = useT();
  const [catalog, setCatalog] = useState('');
  const tree = useAdminQuery('catalogs', 'tree', { type: task.target === 'faq' ? CATALOG_TYPES.faq : CATALOG_TYPES.question });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <label htmlFor="aigc-catalog">{t('aigcBank.fields.catalog')}</label>
      <Select
        id="aigc-catalog"
        style={{ width: 240 }}
        value={catalog}
        onChange={setCatalog}
        options={[{ value: '', label: t('aigcBank.fields.noCatalog') }, ...flat(tree.data?.rows ?? [])]}
        data-testid="aigc-catalog"
      />
      <Button type="primary" disabled={chosen === 0 || task.status !== 'done'} loading={accepting} onClick={() => onAccept(catalog)} data-testid="aigc-accept">
        {t('aigcBank.actions.accept')}
        {chosen > 0 && ` (${chosen})`}
      </Button>
    </Space>
  );
}
