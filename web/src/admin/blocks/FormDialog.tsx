import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../app';
import { SaveErrors, useSaveAction } from './useSaveAction';

interface Props<V> {
  title: string;
  form: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  /** Persists the validated values (through a mutation); the caller closes the dialog when it is done. */
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  /** Test ids of the save button, of the server's refusal and (optionally) of the form. */
  testIds: { save: string; errors: string; form?: string };
  /** The spec's editor dialogs are 1100 px wide; a short form is narrower. */
  width?: number;
  /** The save button's words (default "Save"), and whether it does something grave (a rejection). */
  okText?: string;
  danger?: boolean;
  /** When fields are checked besides on save: on blur, plus on change where a picker has no blur of its own. */
  validateTrigger?: FormProps<V>['validateTrigger'];
  /** The field to type in first, focused once the dialog is open (the dialog takes the focus before then). */
  focus?: string;
  /** What the form starts from is still being read: a placeholder in its place, the form mounted (with `initialValues`) once read. */
  loading?: boolean;
  /** Shown, not changed: every field disabled and only a close button. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A form in a dialog, as every back-office editor has it (shown while mounted): the fields check on
 * blur and on save with the spec's messages, the save waits for the server, and a refusal is shown
 * above the form (each field the server names) while the dialog keeps what was typed. Enter in a
 * form's only text field saves too (the browser submits such a form). Closed, it gives the focus
 * back to the control that opened it (`useFocusReturn`).
 */
export function FormDialog<V>(props: Props<V>) {
  const {
    title,
    form,
    initialValues,
    onSubmit,
    onClose,
    testIds,
    width = 520,
    okText,
    danger,
    validateTrigger = 'onBlur',
    focus,
    loading,
    readOnly,
    children,
  } = props;
  const t = useT();
  const { saving, errors, save } = useSaveAction();
  useFocusReturn();
  const submit = () => void save(() => form.validateFields(), onSubmit);
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText ?? t('common.save')}
      cancelText={t(readOnly ? 'common.close' : 'common.cancel')}
      footer={readOnly ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
      loading={loading}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open && focus) form.focusField(focus);
      }}
      okButtonProps={{ danger, 'data-testid': testIds.save }}
      destroyOnHidden
    >
      <SaveErrors errors={errors} testId={testIds.errors} />
      <Form
        form={form}
        layout="vertical"
        disabled={readOnly}
        validateTrigger={validateTrigger}
        initialValues={initialValues}
        onFinish={submit}
        data-testid={testIds.form}
      >
        {children}
      </Form>
    </Modal>
  );
}

/**
 * Gives the focus back, when the dialog goes, to what had it as the dialog came: a dialog shown
 * while mounted goes with its portal at once, before antd's own return of the focus could run, and
 * the focus would fall to the page's body.
 */
function useFocusReturn(): void {
  // Read as the dialog first renders, before any effect of the modal's has moved the focus.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );
}
