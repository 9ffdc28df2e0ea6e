import { DEFAULT_LOOK, LOOK_COLOUR, LOOK_IMAGE_FIELDS, parseLook, type Look } from '@peilian/shared';
import { Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { forgetLook } from '../../identity';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { LookImageField } from './LookImageField';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

const COLOURS = { primarycolor: 'settings.primarycolor', secondcolor: 'settings.secondcolor' } as const;

/** What the browser's colour chooser starts from while the field is empty: the product's own blue. */
const CHOOSER_START = '#1677ff';

/**
 * One colour of the look: `#rrggbb` typed, or chosen with the browser's colour chooser beside it (a
 * native `input type=color`: reached by Tab and named for screen readers); empty for the product's own.
 */
function ColourField({ field, value, onChange }: { field: keyof typeof COLOURS; value: string; onChange: (value: string) => void }) {
  const t = useT();
  const name = t(COLOURS[field]);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginRight: 24 }}>
      <label htmlFor={`setting-look-${field}`}>{name}</label>
      <Input
        id={`setting-look-${field}`}
        value={value}
        style={{ width: 140 }}
        maxLength={7}
        placeholder={t('settings.colourPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`setting-look-${field}`}
      />
      <input
        type="color"
        value={LOOK_COLOUR.test(value) ? value.toLowerCase() : CHOOSER_START}
        onChange={(event) => onChange(event.target.value)}
        aria-label={t('settings.chooseColour', { name })}
        style={{ width: 32, height: 32, padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, background: 'none', cursor: 'pointer' }}
        data-testid={`setting-look-${field}-chooser`}
      />
    </span>
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
    <SettingCard title={t('settings.look')} help={t('settings.lookHelp')} testId="setting-look">
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
