import { Alert, Button, Card, Form, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { PageTitle } from '../blocks/PageTitle';
import { useSaveAction } from '../blocks/useSaveAction';
import { useSaveUser } from './useSaveUser';
import { initialFields, readUserForm, type UserFormFields } from './userFields';
import { UserForm } from './UserForm';

export const USER_LIST_ROUTE = '/admin/system/adminuser';

/** The page's reads: the user (when an id is given), the department tree and the assignable roles. */
function useEditUserData(id: string) {
  const user = useAdminQuery('users', 'read', id ? { id } : null);
  const departments = useAdminQuery('departments', 'tree', {});
  const roles = useAdminQuery('users', 'roles', {});
  const ready = (!id || user.data) && departments.data && roles.data;
  return {
    data: ready ? { user: id ? user.data?.user : undefined, departments: departments.data?.data ?? [], roles: roles.data?.rows ?? [] } : null,
    error: user.error || departments.error || roles.error,
  };
}

/**
 * `/admin/system/editadminuser?id=` (a hidden route of adminuser): the user form as a page, for
 * links into one user; without an id it creates one. The list itself edits in a dialog.
 */
export function EditUserPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<UserFormFields>();
  const { data, error: loadError } = useEditUserData(id);
  const { saving, errors, save: saveWith } = useSaveAction();
  const saveUser = useSaveUser();

  const save = () =>
    saveWith(
      () => readUserForm(form),
      async (fields) => {
        await saveUser(data?.user, fields);
        navigate(USER_LIST_ROUTE);
      },
    );

  return (
    <Card>
      <PageTitle>{t(id ? 'people.users.editTitle' : 'people.users.createTitle')}</PageTitle>
      {loadError && <Alert type="error" showIcon title={loadError} />}
      {!data && !loadError && <Spin />}
      {data && (
        <>
          <UserForm
            form={form}
            mode={data.user ? 'edit' : 'create'}
            initial={initialFields(data.user)}
            departments={data.departments}
            roles={data.roles}
            current={data.user}
            errors={errors}
          />
          <Space>
            {(!data.user || data.user.manageable === 1) && (
              <Button type="primary" loading={saving} onClick={() => void save()}>
                {t('common.save')}
              </Button>
            )}
            <Button onClick={() => navigate(USER_LIST_ROUTE)}>{t('people.form.back')}</Button>
          </Space>
        </>
      )}
    </Card>
  );
}
