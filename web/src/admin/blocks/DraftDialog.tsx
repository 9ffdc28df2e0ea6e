import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../app';

interface Props {
  title: string;
  /** The spec's editor dialogs are 1100 px wide; a short form is narrower. */
  width?: number;
  saving: boolean;
  /** The data-testid of the save button. */
  saveTestId: string;
  /** Where the dialog's toasts render (`useDraftSave`'s `holder`). */
  holder: ReactNode;
  onSave: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An editor that keeps its own draft and checks it with shared's rules (not antd's form rules), shown
 * while mounted: the messages appear beside the fields once a save was tried, and the save waits for the
 * server. `useDraftSave` holds the draft and the save; `FormDialog` is the block for antd-validated forms.
 */
export function DraftDialog({ title, width, saving, saveTestId, holder, onSave, onClose, children }: Props) {
  const t = useT();
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
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
