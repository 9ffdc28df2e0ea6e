import type { VoiceprintStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../../app';
import { UserAvatar } from '../../components/UserAvatar';
import { useVoiceprintValue } from './useVoiceprint';

/** The match welcomed (avatar, username, organisation, department) with the countdown before the sign-in. */
export function WelcomeStep({ store }: { store: VoiceprintStore }) {
  const t = useT();
  const user = useVoiceprintValue(store, (state) => state.chosen);
  const countdown = useVoiceprintValue(store, (state) => state.countdown);
  const signingIn = useVoiceprintValue(store, (state) => state.phase !== 'welcome');
  if (!user) return null;
  return (
    <div className="vpr-step vpr-welcome" data-testid="vpr-welcome">
      <UserAvatar path={user.avatar} size={64} />
      <h3 className="vpr-subtitle">{t('voiceprint.welcome', { name: user.username })}</h3>
      <p className="vpr-org">{[user.orgname, user.departmentname].filter(Boolean).join(' · ')}</p>
      <p role="status" data-testid="vpr-countdown">
        {signingIn ? t('voiceprint.signingIn') : t('voiceprint.countdown', { seconds: countdown })}
      </p>
      <Button block color="primary" className="vpr-action" loading={signingIn} onClick={() => void store.getState().loginNow()} data-testid="vpr-login-now">
        {t('voiceprint.loginNow')}
      </Button>
    </div>
  );
}
