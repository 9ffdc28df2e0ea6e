import { LOG_FUNCTION_KEYS, LOG_RETENTION_DAYS } from '@peilian/shared';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { DaysInput } from '../blocks/DaysInput';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { useCaller } from '../people';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

/**
 * How long sign-in logs are kept (docs/security.md "Sign-in logs"): older rows are purged by a job.
 * Changing it needs every log function as well (`LOG_FUNCTION_KEYS`); without them it is shown as it
 * stands, with why, as the server would refuse the change.
 */
export function LogRetentionCard() {
  const t = useT();
  const { holds } = useCaller();
  const mayChange = LOG_FUNCTION_KEYS.every(holds);
  const current = useAdminQuery('logs', 'retention', {});
  const { saving, errors, saved, changed, submit: send } = useSettingSave('logs', 'setRetention');
  const [days, setDays] = useState<number | null>(LOG_RETENTION_DAYS.default);

  useEffect(() => {
    if (current.data) setDays(current.data.days);
  }, [current.data]);

  const submit = () => send(async () => ({ days: days ?? 0 }));

  return (
    <SettingCard title={t('settings.logRetention.title')} help={t('settings.logRetention.hint')} testId="setting-logretention">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-logretention-errors" />
      <DaysInput
        label={t('settings.logRetention.days')}
        range={LOG_RETENTION_DAYS}
        value={days}
        onChange={(value) => {
          setDays(value);
          changed();
        }}
        // Not before the period kept is read: a number typed meanwhile would be replaced by it.
        disabled={!mayChange || current.data === undefined}
        testId="setting-logretention-days"
      />
      {mayChange ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="setting-logretention-needslogs">
          {t('settings.logRetention.needsLogs')}
        </Typography.Paragraph>
      )}
      <SaveRow
        saving={saving}
        disabled={!mayChange || current.data === undefined}
        saved={saved}
        onSave={() => void submit()}
        testId="setting-logretention-save"
      />
    </SettingCard>
  );
}
