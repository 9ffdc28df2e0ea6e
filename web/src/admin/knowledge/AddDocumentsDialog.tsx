import { Checkbox, Empty, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { useAdminMutation, useAdminQuery } from '../data/queries';

interface Props {
  onClose: () => void;
  onAdded: (count: number) => void;
}

/** Chooses library documents (PDF or Office) not yet in the knowledge base, and adds them. */
export function AddDocumentsDialog({ onClose, onAdded }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = useAdminQuery('knowledge', 'candidates', text ? { text } : {});
  const add = useAdminMutation('knowledge', 'add');
  const rows = candidates.data?.rows ?? [];
  const confirm = async () => {
    const added = await add.run({}, { mediaIds: chosen });
    onAdded(added.rows.length);
    onClose();
  };
  return (
    <Modal
      open
      title={t('knowledgeAdmin.add.title')}
      okText={t('knowledgeAdmin.add.confirm')}
      cancelText={t('knowledgeAdmin.add.cancel')}
      okButtonProps={{ disabled: chosen.length === 0, loading: add.pending, 'data-testid': 'knowledge-add-confirm' }}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          aria-label={t('knowledgeAdmin.add.search')}
          placeholder={t('knowledgeAdmin.add.search')}
          onSearch={(value) => setText(value.trim())}
        />
        {add.error && (
          <div role="alert" style={{ color: '#cf1322' }}>
            {add.error}
          </div>
        )}
        {rows.length === 0 && !candidates.loading ? (
          <Empty description={t('knowledgeAdmin.add.none')} />
        ) : (
          <Checkbox.Group
            aria-label={t('knowledgeAdmin.add.choose')}
            value={chosen}
            onChange={(values) => setChosen(values as string[])}
            style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 360, overflowY: 'auto' }}
            options={rows.map((row) => ({
              value: row.id,
              label: <span data-testid={`knowledge-candidate-${row.name}`}>{`${row.name} (${row.format})`}</span>,
            }))}
          />
        )}
      </Space>
    </Modal>
  );
}
