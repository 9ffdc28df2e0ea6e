import { DEFAULT_LOOK, LOOK_COLOUR, LOOK_IMAGE_FIELDS, parseLook, type Look } from '@peilian/shared';
import { Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { forgetLook } from '../../session/look';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { LookImageField } from './LookImageField';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

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
  const { saving, errors, saved, changed, submit: send } = useSettingSave('lookSettings', 'setIndividuate');
  const [look, setLookState] = useState<Look>(DEFAULT_LOOK);

  useEffect(() => {
    if (current.data) setLookState(parseLook(current.data.setting.data));
  }, [current.data]);

  const change = (field: keyof Look) => (value: string) => {
    setLookState((previous) => ({ ...previous, [field]: value }));
    changed();
  };
  const submit = () =>
    send(
      async () => ({ data: look }),
      async () => forgetLook(),
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
      <SaveRow saving={saving} disabled={current.data === undefined} saved={saved} onSave={() => void submit()} testId="setting-look-save" />
    </SettingCard>
  );
}
