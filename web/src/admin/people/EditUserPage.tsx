import type { AdminUser, DepartmentNode, Role } from '@peilian/shared';
import { Alert, Button, Card, Form, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { createUser, fetchAssignableRoles, fetchDepartments, fetchUser, updateUser } from './peopleApi';
import { useSaveAction } from './useSaveAction';
import { initialFields, readUserForm, UserForm, type UserFormFields } from './UserForm';

export const USER_LIST_ROUTE = '/admin/system/adminuser';

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
  const [data, setData] = useState<{ user: AdminUser | undefined; departments: DepartmentNode[]; roles: Role[] } | null>(null);
  const [loadError, setLoadError] = useState('');
  const { saving, errors, save: saveWith } = useSaveAction();

  useEffect(() => {
    Promise.all([id ? fetchUser(id) : Promise.resolve(undefined), fetchDepartments(), fetchAssignableRoles()]).then(
      ([user, departments, roles]) => setData({ user, departments, roles }),
      (error: unknown) => setLoadError(errorMessage(error, t, 'people.users.loadFailed')),
    );
  }, [id, t]);

  const save = () =>
    saveWith(
      () => readUserForm(form),
      async ({ values, password, confirm }) => {
        if (data?.user) await updateUser(data.user.id, values);
        else await createUser(values, password, confirm);
        navigate(USER_LIST_ROUTE);
      },
    );

  return (
    <Card>
      <Typography.Title level={3}>{t(id ? 'people.users.editTitle' : 'people.users.createTitle')}</Typography.Title>
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
