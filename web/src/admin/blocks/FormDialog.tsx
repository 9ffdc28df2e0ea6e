import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../app/hooks';
import { SaveErrors, useSaveAction } from './useSaveAction';

interface Props<V> {
  title: string;
  form: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  /** Persists the validated values (through a mutation); the caller closes the dialog when it is done. */
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  /** Test ids of the save button and of the server's refusal. */
  testIds: { save: string; errors: string };
  /** The spec's editor dialogs are 1100 px wide; a short form is narrower. */
  width?: number;
  children: ReactNode;
}

/**
 * A form in a dialog, as every back-office editor has it (shown while mounted): the fields check on
 * blur and on save with the spec's messages, the save waits for the server, and a refusal is shown
 * above the form (each field the server names) while the dialog keeps what was typed.
 */
export function FormDialog<V>({ title, form, initialValues, onSubmit, onClose, testIds, width = 520, children }: Props<V>) {
  const t = useT();
  const { saving, errors, save } = useSaveAction();
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save(() => form.validateFields(), onSubmit)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': testIds.save }}
      destroyOnHidden
    >
      <SaveErrors errors={errors} testId={testIds.errors} />
      <Form form={form} layout="vertical" validateTrigger="onBlur" initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
