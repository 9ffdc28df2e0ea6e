import { DEFAULT_LOOK, LOOK_COLOUR, LOOK_IMAGE_FIELDS, parseLook, type Look } from '@peilian/shared';
import { Button, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { forgetLook } from '../../session/look';
import { SaveErrors, useSaveAction } from '../blocks/useSaveAction';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { LookImageField } from './LookImageField';
import { SettingCard } from './SettingCard';

const COLOURS = { primarycolor: 'people.settings.primarycolor', secondcolor: 'people.settings.secondcolor' } as const;

/** One colour of the look: `#rrggbb` with a swatch, empty for the product's own. */
function ColourField({ field, value, onChange }: { field: keyof typeof COLOURS; value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginRight: 24 }}>
      {t(COLOURS[field])}
      <Input
        value={value}
        style={{ width: 140 }}
        maxLength={7}
        placeholder={t('people.settings.colourPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        prefix={
          <span
            aria-hidden
            style={{ width: 14, height: 14, borderRadius: 2, background: LOOK_COLOUR.test(value) ? value : 'transparent', border: '1px solid #d9d9d9' }}
          />
        }
        data-testid={`setting-look-${field}`}
      />
    </label>
  );
}

/** 个性化设置 (admin §3 settings): the login background, the logos and the colours; each empty keeps the product's own. */
export function LookCard() {
  const t = useT();
  const current = useAdminQuery('lookSettings', 'individuate', {});
  const setLook = useAdminMutation('lookSettings', 'setIndividuate');
  const { saving, errors, save } = useSaveAction();
  const [look, setLookState] = useState<Look>(DEFAULT_LOOK);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (current.data) setLookState(parseLook(current.data.setting.data));
  }, [current.data]);

  const change = (field: keyof Look) => (value: string) => {
    setLookState((previous) => ({ ...previous, [field]: value }));
    setSaved(false);
  };
  const submit = () =>
    save(
      async () => look,
      async (data) => {
        await setLook.run({}, { data });
        forgetLook();
        setSaved(true);
      },
    );

  return (
    <SettingCard title={t('people.settings.look')} help={t('people.settings.lookHelp')} testId="setting-look">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-look-errors" />
      {LOOK_IMAGE_FIELDS.map((field) => (
        <LookImageField key={field} field={field} value={look[field]} onChange={change(field)} />
      ))}
      <Space wrap>
        <ColourField field="primarycolor" value={look.primarycolor} onChange={change('primarycolor')} />
        <ColourField field="secondcolor" value={look.secondcolor} onChange={change('secondcolor')} />
      </Space>
      <div>
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          loading={saving}
          disabled={current.data === undefined}
          onClick={() => void submit()}
          data-testid="setting-look-save"
        >
          {t('people.settings.save')}
        </Button>
        {saved && <Typography.Text type="success"> · {t('people.settings.saved')}</Typography.Text>}
      </div>
    </SettingCard>
  );
}
