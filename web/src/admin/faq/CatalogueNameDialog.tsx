import { CATALOG_NAME_MAX } from '@peilian/shared';
import { Input, message, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';

/** A catalogue being named: a new one or the selected one renamed. */
export interface NameEdit {
  mode: 'add' | 'rename';
  name: string;
}

interface Props {
  /** null: closed. */
  edit: NameEdit | null;
  title: string;
  /** Saves the name; a refusal is shown and the dialog stays open. */
  onSave: (edit: NameEdit) => Promise<void>;
  onClose: () => void;
}

/** The name of a new or renamed catalogue (saved only when not blank). */
export function CatalogueNameDialog({ edit, title, onSave, onClose }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => setName(edit?.name ?? ''), [edit]);

  const save = async () => {
    if (!edit || !name.trim()) return;
    setSaving(true);
    try {
      await onSave({ ...edit, name });
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={edit !== null}
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !name.trim(), loading: saving, 'data-testid': 'faq-catalog-save' }}
      destroyOnHidden
    >
      {holder}
      <Input
        autoFocus
        maxLength={CATALOG_NAME_MAX}
        placeholder={t('faqAdmin.catalog.name')}
        aria-label={t('faqAdmin.catalog.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => void save()}
        data-testid="faq-catalog-name"
      />
    </Modal>
  );
}
