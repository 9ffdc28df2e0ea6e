import { Alert, Form } from 'antd';
import { FormDialog } from '../blocks/FormDialog';
import { AccessFields } from './AccessFields';
import { accessFormValues, type AccessFormValues, type AccessLabels, type CatalogAccess } from './accessForm';

interface Props {
  title: string;
  /** The list as read (undefined while reading, or when the read failed: `error`). */
  access: CatalogAccess | undefined;
  error: string;
  /** The catalogue whose list is followed once "follow" is ticked ('' none: full control). */
  followsId: string;
  labels?: AccessLabels;
  onSubmit: (values: AccessFormValues) => Promise<void>;
  onClose: () => void;
}

/**
 * An access list's dialog (admin §6 "safe setting"), a catalogue's or a single record's: follow the
 * list above, or an open type of its own — full control, public, appointed users and positions,
 * private. The form appears once the list is read; a caller who may not edit only reads it. A
 * refusal (a list that would lock the caller out) is shown above the form, which keeps what was chosen.
 */
export function AccessListDialog({ title, access, error, followsId, labels, onSubmit, onClose }: Props) {
  const [form] = Form.useForm<AccessFormValues>();
  return (
    <FormDialog
      title={title}
      form={form}
      loading={!access && !error}
      readOnly={access?.editable !== 1}
      initialValues={access && accessFormValues(access)}
      onSubmit={onSubmit}
      onClose={onClose}
      validateTrigger={['onBlur', 'onChange']}
      width={600}
      testIds={{ save: 'catalog-access-save', errors: 'catalog-access-error', form: 'catalog-access-form' }}
    >
      {access ? <AccessFields access={access} parentid={followsId} labels={labels} /> : <Alert type="error" showIcon title={error} />}
    </FormDialog>
  );
}
