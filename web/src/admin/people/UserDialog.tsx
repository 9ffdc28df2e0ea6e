import { DIALOG_WIDTH_PX, type AdminUser, type DepartmentNode, type Role } from '@peilian/shared';
import { Form, Modal } from 'antd';
import { useT } from '../../app/hooks';
import { useSaveUser } from './useSaveUser';
import { useSaveAction } from '../blocks/useSaveAction';
import { initialFields, readUserForm, type UserFormFields } from './userFields';
import { UserForm } from './UserForm';

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
  const { saving, errors, save: saveWith } = useSaveAction();
  const saveUser = useSaveUser();

  const save = () =>
    saveWith(
      () => readUserForm(form),
      async (fields) => onSaved(await saveUser(user, fields)),
    );

  return (
    <Modal
      open
      width={DIALOG_WIDTH_PX}
      title={t(user ? 'people.users.editTitle' : 'people.users.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'user-dialog-save' }}
      destroyOnHidden
    >
      <UserForm
        form={form}
        mode={user ? 'edit' : 'create'}
        initial={initialFields(user, departmentId)}
        departments={departments}
        roles={roles}
        current={user}
        errors={errors}
      />
    </Modal>
  );
}
