import type { VoiceprintStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useT } from '../../app';
import { TextField } from '../../components/TextField';
import { useVoiceprintValue } from './useVoiceprint';
import { VoiceprintNoticeLine } from './VoiceprintNoticeLine';

/** The account to compare the recording with (status 1 or 2), the device's recent accounts as quick picks. */
export function AccountStep({ store }: { store: VoiceprintStore }) {
  const t = useT();
  const recent = useVoiceprintValue(store, (state) => state.recent);
  const comparing = useVoiceprintValue(store, (state) => state.phase === 'comparing');
  const [account, setAccount] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.getState().compare(account);
  };
  return (
    <form className="vpr-step" onSubmit={submit} aria-label={t('voiceprint.accountTitle')} noValidate>
      <h3 className="vpr-subtitle">{t('voiceprint.accountTitle')}</h3>
      <VoiceprintNoticeLine store={store} />
      <TextField name="vpr-account" label={t('voiceprint.accountPlaceholder')} value={account} onChange={setAccount} autoComplete="username" clearable />
      {recent.length > 0 && (
        <div className="vpr-recent" role="group" aria-label={t('voiceprint.recentAccounts')}>
          <span className="field-label">{t('voiceprint.recentAccounts')}</span>
          {recent.map((name) => (
            <button key={name} type="button" className="vpr-chip" aria-pressed={account === name} onClick={() => setAccount(name)}>
              {name}
            </button>
          ))}
        </div>
      )}
      <Button block color="primary" type="submit" className="vpr-action" loading={comparing} data-testid="vpr-compare">
        {t('voiceprint.compare')}
      </Button>
    </form>
  );
}
