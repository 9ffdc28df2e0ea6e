import { Switch, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { SaveErrors, useSaveAction } from '../blocks/useSaveAction';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useCaller } from '../people/useCaller';
import { SettingCard } from './SettingCard';

/**
 * Data permission control (admin §6): when on, administrators below the owner and the top
 * administrators see only the people under their position. Only those it does not bind change it;
 * the others see the setting as it stands.
 */
export function DataPermissionCard() {
  const t = useT();
  const { privileged } = useCaller();
  const current = useAdminQuery('settings', 'dataPermission', {});
  const setValue = useAdminMutation('settings', 'setDataPermission');
  const { saving, errors, save } = useSaveAction();
  const [saved, setSaved] = useState(false);
  const on = current.data?.datapermission === 1;

  const change = (checked: boolean) =>
    save(
      async () => ({ datapermission: checked ? 1 : 0 }) as const,
      async (values) => {
        await setValue.run({}, values);
        await current.refetch();
        setSaved(true);
      },
    );

  return (
    <SettingCard title={t('people.settings.dataPermission')} help={t('people.settings.dataPermissionHelp')} testId="setting-datapermission">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-datapermission-errors" />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Switch
          checked={on}
          loading={saving || current.loading}
          disabled={!privileged || current.data === undefined}
          onChange={change}
          data-testid="setting-datapermission-switch"
        />
        {t('people.settings.dataPermissionOn')}
      </label>
      {saved && <Typography.Text type="success"> · {t('people.settings.saved')}</Typography.Text>}
    </SettingCard>
  );
}
