import { WATERMARK_CONTENTS, WATERMARK_TEXT_MAX, type WatermarkContent } from '@peilian/shared';
import { Input, Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { refreshWatermark } from '../../identity';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

const CONTENT_LABELS = {
  user: 'settings.watermarkUser',
  enterprise: 'settings.watermarkEnterprise',
  custom: 'settings.watermarkCustom',
} as const;

interface ContentProps {
  on: boolean;
  content: WatermarkContent;
  text: string;
  onContent: (content: WatermarkContent) => void;
  onText: (text: string) => void;
}

/** What the watermark shows, and the custom text when it is the organisation's own. */
function WatermarkContentFields({ on, content, text, onContent, onText }: ContentProps) {
  const t = useT();
  return (
    <>
      <div>
        <Radio.Group
          value={content}
          disabled={!on}
          aria-label={t('settings.watermarkContent')}
          onChange={(event) => onContent(event.target.value as WatermarkContent)}
          options={WATERMARK_CONTENTS.map((value) => ({ value, label: t(CONTENT_LABELS[value]) }))}
          data-testid="setting-watermark-content"
        />
      </div>
      {content === 'custom' && (
        <Input
          style={{ marginTop: 12, maxWidth: 360 }}
          value={text}
          disabled={!on}
          maxLength={WATERMARK_TEXT_MAX}
          showCount
          aria-label={t('settings.watertext')}
          placeholder={t('settings.watertext')}
          onChange={(event) => onText(event.target.value)}
          data-testid="setting-watermark-text"
        />
      )}
    </>
  );
}

/** The watermark (admin §3 settings): on or off, and what it shows — the viewer's name and time, the enterprise name or a text. */
export function WatermarkCard() {
  const t = useT();
  const current = useAdminQuery('lookSettings', 'watermark', {});
  const { saving, errors, saved, changed, submit: send } = useSettingSave('lookSettings', 'setWatermark');
  const [on, setOn] = useState(true);
  const [content, setContent] = useState<WatermarkContent>('user');
  const [text, setText] = useState('');

  useEffect(() => {
    if (!current.data) return;
    setOn(current.data.waterprint === 1);
    setContent(current.data.content);
    setText(current.data.watertext);
  }, [current.data]);

  const submit = () =>
    send(
      async () => ({ waterprint: on ? 1 : 0, content, watertext: text }) as const,
      async () => refreshWatermark(),
    );

  return (
    <SettingCard title={t('settings.watermark')} help={t('settings.watermarkHelp')} testId="setting-watermark">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-watermark-errors" />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <Switch
          checked={on}
          onChange={(checked) => {
            setOn(checked);
            changed();
          }}
          data-testid="setting-watermark-on"
        />
        {t('settings.watermarkOn')}
      </label>
      <WatermarkContentFields
        on={on}
        content={content}
        text={text}
        onContent={(value) => {
          setContent(value);
          changed();
        }}
        onText={(value) => {
          setText(value);
          changed();
        }}
      />
      <SaveRow saving={saving} disabled={current.data === undefined} saved={saved} onSave={() => void submit()} testId="setting-watermark-save" />
    </SettingCard>
  );
}
