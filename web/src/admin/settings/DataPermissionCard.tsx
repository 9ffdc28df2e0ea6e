import { useT } from '../../app';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { useCaller } from '../people';
import { SettingCard } from './SettingCard';
import { SwitchSetting } from './SwitchSetting';
import { useSettingSave } from './useSettingSave';

/**
 * Data permission control (admin §6): when on, administrators below the owner and the top
 * administrators see only the people under their position. Only those it does not bind change it;
 * the others see the setting as it stands.
 */
export function DataPermissionCard() {
  const t = useT();
  const { privileged } = useCaller();
  const current = useAdminQuery('settings', 'dataPermission', {});
  const { saving, errors, saved, submit } = useSettingSave('settings', 'setDataPermission');
  const on = current.data?.datapermission === 1;
  const change = (checked: boolean) =>
    submit(
      async () => ({ datapermission: checked ? 1 : 0 }) as const,
      async () => current.refetch(),
    );

  return (
    <SettingCard title={t('settings.dataPermission')} help={t('settings.dataPermissionHelp')} testId="setting-datapermission">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-datapermission-errors" />
      <SwitchSetting
        label={t('settings.dataPermissionOn')}
        checked={on}
        busy={saving || current.loading}
        disabled={!privileged || current.data === undefined}
        saved={saved}
        onChange={(checked) => void change(checked)}
        testId="setting-datapermission-switch"
      />
    </SettingCard>
  );
}
