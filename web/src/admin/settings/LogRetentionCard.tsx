import { LOG_RETENTION_DAYS } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { DaysInput } from '../blocks/DaysInput';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

/** How long sign-in logs are kept (docs/security.md "Sign-in logs"): older rows are purged by a job. */
export function LogRetentionCard() {
  const t = useT();
  const current = useAdminQuery('logs', 'retention', {});
  const { saving, errors, saved, changed, submit: send } = useSettingSave('logs', 'setRetention');
  const [days, setDays] = useState<number | null>(LOG_RETENTION_DAYS.default);

  useEffect(() => {
    if (current.data) setDays(current.data.days);
  }, [current.data]);

  const submit = () => send(async () => ({ days: days ?? 0 }));

  return (
    <SettingCard title={t('loginLogs.retention.title')} help={t('loginLogs.retention.hint')} testId="setting-logretention">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-logretention-errors" />
      <DaysInput
        label={t('loginLogs.retention.days')}
        range={LOG_RETENTION_DAYS}
        value={days}
        onChange={(value) => {
          setDays(value);
          changed();
        }}
        testId="setting-logretention-days"
      />
      <SaveRow saving={saving} disabled={current.data === undefined} saved={saved} onSave={() => void submit()} testId="setting-logretention-save" />
    </SettingCard>
  );
}
