import { DIALOG_WIDTH_PX, type AdminUser, type DepartmentNode, type Role } from '@peilian/shared';
import { Form } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useSaveUser } from './useSaveUser';
import { initialFields, readUserForm, type UserFormFields } from './userFields';
import { UserFields } from './UserForm';

interface Props {
  /** The user being edited; undefined creates one. */
  user: AdminUser | undefined;
  /** Where a new user is placed by default (the department selected in the tree). */
  departmentId: string;
  departments: readonly DepartmentNode[];
  roles: readonly Role[];
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/** Create and edit dialog of the user list (admin §9: dialogs are 1100 px wide). Mounted while open. */
export function UserDialog({ user, departmentId, departments, roles, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<UserFormFields>();
  const saveUser = useSaveUser();
  // The form is valid by now; reading it again splits the profile from the two passwords.
  const submit = async () => onSaved(await saveUser(user, await readUserForm(form)));

  return (
    <FormDialog
      title={t(user ? 'people.users.editTitle' : 'people.users.createTitle')}
      width={DIALOG_WIDTH_PX}
      form={form}
      initialValues={initialFields(user, departmentId)}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: 'user-dialog-save', errors: 'user-form-error', form: 'user-form' }}
    >
      <UserFields mode={user ? 'edit' : 'create'} departments={departments} roles={roles} current={user} />
    </FormDialog>
  );
}
