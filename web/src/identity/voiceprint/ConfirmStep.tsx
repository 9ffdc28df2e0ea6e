import type { VoiceprintStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useT } from '../../app';
import { TabList } from '../../components/TabList';
import { TextField } from '../../components/TextField';
import { sendLoginCode } from '../credentials/loginApi';
import { MobileCodeFields } from '../credentials/MobileCodeFields';
import { useSendCode } from '../credentials/useSendCode';
import { useVoiceprintValue } from './useVoiceprint';
import { VoiceprintNoticeLine } from './VoiceprintNoticeLine';

type Way = 'password' | 'sms';

/** Registration's identity check (learner §5): the password, or the mobile and an SMS code (sent with the login code's 60 s lock). */
export function ConfirmStep({ store }: { store: VoiceprintStore }) {
  const t = useT();
  const validating = useVoiceprintValue(store, (state) => state.phase === 'validating');
  const [way, setWay] = useState<Way>('password');
  const [form, setForm] = useState({ password: '', mobile: '', code: '' });
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const code = useSendCode(() => sendLoginCode(form.mobile));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = way === 'password' ? { pwd: form.password } : { mobile: form.mobile, code: form.code.trim(), msgtype: 'sms' as const };
    void store.getState().validate(body);
  };
  const tabs = [
    { key: 'password' as const, title: t('voiceprint.byPassword') },
    { key: 'sms' as const, title: t('voiceprint.bySms') },
  ];
  return (
    <form className="vpr-step" onSubmit={submit} aria-label={t('voiceprint.confirmTitle')} noValidate>
      <h3 className="vpr-subtitle">{t('voiceprint.confirmTitle')}</h3>
      <TabList tabs={tabs} active={way} onChange={setWay} testId="vpr-confirm-ways" />
      {way === 'password' ? (
        <TextField
          name="vpr-password"
          label={t('login.password')}
          type="password"
          value={form.password}
          onChange={set('password')}
          autoComplete="current-password"
        />
      ) : (
        <MobileCodeFields form={form} set={set} code={code} onSendCode={() => void code.sendCode()} />
      )}
      <VoiceprintNoticeLine store={store} />
      <Button block color="primary" type="submit" className="vpr-action" loading={validating} data-testid="vpr-confirm">
        {t('voiceprint.confirm')}
      </Button>
    </form>
  );
}
