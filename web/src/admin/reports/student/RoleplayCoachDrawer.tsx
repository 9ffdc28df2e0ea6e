import { Drawer } from 'antd';
import { useT } from '../../../app';
import { RoleplayChecklist } from './RoleplayChecklist';
import { RoleplayCoachReview } from './RoleplayCoachReview';
import type { RoleplayRow } from './roleplayColumns';
import { VoiceCheckTag } from './VoiceCheckTag';

interface Props {
  /** Whose dashboard it is. */
  learnerId: string;
  /** The role-play shown; null closes the drawer. */
  roleplay: RoleplayRow | null;
  onClose: () => void;
}

/** One role-play of the learner: who practised it (the voiceprint check), its checklist as scored, then the AI coach's review (docs/practice.md "The coach"). */
export function RoleplayCoachDrawer({ learnerId, roleplay, onClose }: Props) {
  const t = useT();
  return (
    <Drawer
      open={roleplay !== null}
      onClose={onClose}
      size={640}
      title={roleplay ? t('reports.student.roleplay.drawerTitle', { name: roleplay.scenarioname }) : ''}
      destroyOnHidden
    >
      {roleplay && (
        <div data-testid="roleplay-coach-drawer">
          <VoiceCheckTag check={roleplay.voicecheck} badge />
          <RoleplayChecklist checklist={roleplay.checklist} />
          {/* Another session starts from nothing, never from the previous one's review. */}
          <RoleplayCoachReview key={roleplay.sessionid} learnerId={learnerId} sessionId={roleplay.sessionid} />
        </div>
      )}
    </Drawer>
  );
}
