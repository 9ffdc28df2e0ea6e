import { COMMON_TIME_ZONES, zonedTimeText } from '@peilian/shared';
import { Button, Form, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { refreshUser, useT } from '../../app';
import { SaveErrors, useSaveAction } from '../blocks/useSaveAction';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { SettingCard } from './SettingCard';

/** Every zone the browser knows, the common ones first (the list a manager scrolls least). */
function zoneOptions(): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...COMMON_TIME_ZONES, ...known.filter((zone) => !(COMMON_TIME_ZONES as readonly string[]).includes(zone))];
  return zones.map((zone) => ({ value: zone, label: zone }));
}

/**
 * The organisation's one clock: the zone every date of the learner apps, the back office, the
 * exports and the report days is shown in. Saving refreshes the signed-in user, who carries the zone.
 */
export function TimeZoneCard() {
  const t = useT();
  const [form] = Form.useForm<{ timezone: string }>();
  const current = useAdminQuery('settings', 'timeZone', {});
  const setZone = useAdminMutation('settings', 'setTimeZone');
  const { saving, errors, save } = useSaveAction();
  const [saved, setSaved] = useState(false);
  const options = useMemo(zoneOptions, []);
  const chosen = Form.useWatch('timezone', form);

  useEffect(() => {
    if (current.data) form.setFieldsValue({ timezone: current.data.timezone });
  }, [current.data, form]);

  const submit = () =>
    save(
      () => form.validateFields(),
      async (values) => {
        await setZone.run({}, values);
        await refreshUser();
        setSaved(true);
      },
    );

  return (
    <SettingCard title={t('settings.timeZone')} help={t('settings.timeZoneHelp')} testId="setting-timezone">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-timezone-errors" />
      <Form form={form} aria-label={t('settings.timeZone')} layout="inline" onFinish={submit} onValuesChange={() => setSaved(false)}>
        <Form.Item name="timezone" label={t('settings.timeZone')} rules={[{ required: true, message: t('settings.unknown') }]}>
          <Select showSearch options={options} style={{ width: 280 }} data-testid="setting-timezone-select" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="setting-timezone-save">
            {t('settings.save')}
          </Button>
        </Form.Item>
      </Form>
      {chosen && (
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="setting-timezone-now">
          {t('settings.offset', { time: zonedTimeText(Date.now(), chosen) })}
          {saved && <Typography.Text type="success"> · {t('settings.saved')}</Typography.Text>}
        </Typography.Paragraph>
      )}
    </SettingCard>
  );
}
