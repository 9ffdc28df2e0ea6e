import type { VoiceprintStore } from '@peilian/shared';
import List from 'antd-mobile/es/components/list';
import { useT } from '../../app';
import { ListAction } from '../../components/ListAction';
import { UserAvatar } from '../../components/UserAvatar';
import { useVoiceprintValue } from './useVoiceprint';

/** Several matches: the same list as the multi-account chooser of the other sign-ins (learner §2.2). */
export function ChooseStep({ store }: { store: VoiceprintStore }) {
  const t = useT();
  const users = useVoiceprintValue(store, (state) => state.users);
  return (
    <div className="vpr-step" data-testid="account-chooser">
      <h3 className="vpr-subtitle">{t('voiceprint.chooseTitle')}</h3>
      <List>
        {users.map((choice) => (
          <ListAction
            key={choice.id}
            prefix={<UserAvatar path={choice.avatar} size={40} />}
            description={[choice.orgname, choice.departmentname].filter(Boolean).join(' · ')}
            onClick={() => store.getState().choose(choice.id)}
            arrow={false}
            testId="account-choice"
          >
            {choice.username}
          </ListAction>
        ))}
      </List>
    </div>
  );
}
