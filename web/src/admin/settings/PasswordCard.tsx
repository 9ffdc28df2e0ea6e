import { useT } from '../../app';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { SettingCard } from './SettingCard';
import { SwitchSetting } from './SwitchSetting';
import { useSettingSave } from './useSettingSave';

/**
 * Password strengthening (admin §3, §5): 8+ characters with upper and lower case, a digit and a
 * special character, no spaces; changed at first sign-in and every 90 days.
 */
export function PasswordCard() {
  const t = useT();
  const current = useAdminQuery('settings', 'password', {});
  const { saving, errors, saved, submit } = useSettingSave('settings', 'setPassword');
  const change = (checked: boolean) =>
    submit(
      async () => ({ strongpassword: checked ? 1 : 0 }) as const,
      async () => current.refetch(),
    );

  return (
    <SettingCard title={t('settings.password')} help={t('settings.passwordHelp')} testId="setting-password">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-password-errors" />
      <SwitchSetting
        label={t('settings.passwordOn')}
        checked={current.data?.strongpassword === 1}
        busy={saving || current.loading}
        disabled={current.data === undefined}
        saved={saved}
        onChange={(checked) => void change(checked)}
        testId="setting-password-switch"
      />
    </SettingCard>
  );
}
