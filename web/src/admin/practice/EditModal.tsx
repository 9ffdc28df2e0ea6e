import { Modal } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  width?: number;
  saving: boolean;
  /** The data-testid of the save button. */
  saveTestId: string;
  holder: ReactNode;
  onSave: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/** The modal of a library edit dialog: its save button, the saving flag, the messages holder. */
export function EditModal({ title, width, saving, saveTestId, holder, onSave, onClose, children }: Props) {
  return (
    <Modal
      open
      width={width}
      title={title}
      onOk={() => void onSave()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': saveTestId }}
      destroyOnHidden
    >
      {holder}
      {children}
    </Modal>
  );
}
