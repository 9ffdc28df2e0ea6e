import type { AdminAudio, AudioKind, Translate } from '@peilian/shared';
import { Divider, Form, Select, Typography } from 'antd';
import { useAdminQuery } from '../data/queries';
import type { AdminArgs } from '../data/types';

/** The scenario's ringtone and background audio: audio ids of the voice library ('' for none). */
export interface SceneSounds {
  ringtoneid: string;
  bgmid: string;
}

/** The audio of a kind a scenario may pick: the newest 100 (the enabled ones are offered). */
const listOf = (kind: AudioKind): AdminArgs<'practiceAudio', 'list'> => ({ kind, name: '', category: '', page: 1, rows: 100 });

interface Props {
  value: SceneSounds;
  t: Translate;
  onChange: (sounds: SceneSounds) => void;
}

/**
 * The call's sounds in the scenario's settings (admin §3 "background audio and ringtone"): a ringtone
 * heard once before the customer's opening and a background ambience looped quietly under the call,
 * each an enabled audio of its kind from the general voice library, or none. One picked earlier and
 * disabled since stays shown, marked, until another is picked (learners no longer hear it).
 */
export function CallSoundFields({ value, t, onChange }: Props) {
  return (
    <>
      <Divider plain>{t('scenarioWeb.settings.sounds')}</Divider>
      <SoundPicker
        kind="ringtone"
        label={t('scenarioWeb.settings.ringtone')}
        value={value.ringtoneid}
        t={t}
        onChange={(ringtoneid) => onChange({ ...value, ringtoneid })}
      />
      <SoundPicker kind="bgm" label={t('scenarioWeb.settings.bgm')} value={value.bgmid} t={t} onChange={(bgmid) => onChange({ ...value, bgmid })} />
      <Typography.Paragraph type="secondary">{t('scenarioWeb.settings.soundHint')}</Typography.Paragraph>
    </>
  );
}

function SoundPicker({ kind, label, value, t, onChange }: { kind: AudioKind; label: string; value: string; t: Translate; onChange: (id: string) => void }) {
  const list = useAdminQuery('practiceAudio', 'list', listOf(kind));
  const rows: readonly AdminAudio[] = list.data?.rows ?? [];
  const options = rows.filter((audio) => audio.disabled === 0).map((audio) => ({ value: audio.id, label: audio.name }));
  const current = rows.find((audio) => audio.id === value);
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: current ? t('scenarioWeb.settings.soundDisabled', { name: current.name }) : value });
  }
  const id = `scenario-settings-${kind}`;
  return (
    <Form.Item label={label} htmlFor={id} {...(list.error ? { validateStatus: 'error' as const, help: list.error } : {})}>
      <Select
        id={id}
        value={value}
        loading={list.loading}
        onChange={onChange}
        options={[{ value: '', label: t('scenarioWeb.settings.noSound') }, ...options]}
        data-testid={`settings-${kind}`}
      />
    </Form.Item>
  );
}
