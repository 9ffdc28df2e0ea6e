import type { CatalogNode } from '@peilian/shared';
import { Alert, Form } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { AccessFields } from './AccessFields';
import { accessFormValues, accessRequest, type AccessFormValues } from './accessForm';

interface Props {
  /** The catalogue whose list is shown; null: closed. */
  catalogue: Pick<CatalogNode, 'id' | 'name' | 'parentid'> | null;
  onClose: () => void;
  /** After a save (the trees and what the caller may do in them are read again by then). */
  onSaved: () => void;
}

/**
 * A catalogue's access list (admin §6 "safe setting"): follow the parent's, or an open type of its
 * own — full control, public, appointed users and positions, private. The form appears once the
 * list is read; a caller who may not edit the catalogue only reads it. A refusal (a list that would
 * lock the caller out) is shown above the form, which keeps what was chosen.
 */
export function CatalogueAccessDialog({ catalogue, ...props }: Props) {
  return catalogue ? <AccessDialog catalogue={catalogue} {...props} /> : null;
}

function AccessDialog({ catalogue, onClose, onSaved }: Props & { catalogue: NonNullable<Props['catalogue']> }) {
  const t = useT();
  const [form] = Form.useForm<AccessFormValues>();
  const read = useAdminQuery('catalogs', 'access', { id: catalogue.id });
  const setAccess = useAdminMutation('catalogs', 'setAccess');
  const access = read.data?.access;
  const submit = async (values: AccessFormValues) => {
    await setAccess.run({ id: catalogue.id }, accessRequest(values));
    onSaved();
  };
  return (
    <FormDialog
      title={t('library.access.dialogTitle', { name: catalogue.name })}
      form={form}
      loading={!access && !read.error}
      readOnly={access?.editable !== 1}
      initialValues={access && accessFormValues(access)}
      onSubmit={submit}
      onClose={onClose}
      validateTrigger={['onBlur', 'onChange']}
      width={600}
      testIds={{ save: 'catalog-access-save', errors: 'catalog-access-error', form: 'catalog-access-form' }}
    >
      {access ? <AccessFields access={access} parentid={catalogue.parentid} /> : <Alert type="error" showIcon title={read.error} />}
    </FormDialog>
  );
}
