import { checkPassword, checkPasswordPair, PASSWORD_ADMIN, PASSWORD_DIALOG } from '@peilian/shared';
import { Form, Input } from 'antd';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { issueRule } from './formRules';

/**
 * A password and its confirmation (6–15, the administrator's rule; 8–15 and strong when the
 * organisation strengthens passwords), checked by shared's rules as the server checks them; the
 * fields' ids are `${idPrefix}-password` and `${idPrefix}-confirm-password`.
 */
export function PasswordPairFields({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  const form = Form.useFormInstance();
  const strong = useAdminQuery('settings', 'password', {}).data?.strongpassword === 1;
  const hint = strong
    ? t('people.form.strongPasswordPlaceholder', { min: PASSWORD_DIALOG.min, max: PASSWORD_ADMIN.max })
    : t('people.form.passwordPlaceholder', { min: PASSWORD_ADMIN.min, max: PASSWORD_ADMIN.max });
  const confirm = (value: string) =>
    value ? checkPasswordPair(String(form.getFieldValue('password') ?? ''), value, 'admin', { strong }) : { key: 'people.rules.confirmRequired' as const };
  return (
    <>
      <Form.Item
        name="password"
        htmlFor={`${idPrefix}-password`}
        label={t('people.form.password')}
        required
        rules={[issueRule((value) => checkPassword(value, 'admin', { strong }), t)]}
      >
        <Input.Password id={`${idPrefix}-password`} placeholder={hint} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        htmlFor={`${idPrefix}-confirm-password`}
        label={t('people.form.confirmPassword')}
        required
        dependencies={['password']}
        rules={[issueRule(confirm, t)]}
      >
        <Input.Password id={`${idPrefix}-confirm-password`} placeholder={hint} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
