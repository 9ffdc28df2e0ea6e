import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { DataPermissionCard } from './DataPermissionCard';
import { LogRetentionCard } from './LogRetentionCard';
import { LookCard } from './LookCard';
import { PasswordCard } from './PasswordCard';
import { RankCard } from './RankCard';
import { SceneCard } from './SceneCard';
import { SpecialRulesCard } from './SpecialRulesCard';
import { TimeZoneCard } from './TimeZoneCard';
import { VoiceprintCard } from './VoiceprintCard';
import { WatermarkCard } from './WatermarkCard';

/** 管理设置 (`adminsetting`): the organisation's own settings, one card each. */
export function SettingsPage() {
  const t = useT();
  return (
    <div>
      <PageTitle testId="settings-title">{t('settings.title')}</PageTitle>
      <TimeZoneCard />
      <DataPermissionCard />
      <RankCard />
      <WatermarkCard />
      <LookCard />
      <PasswordCard />
      <VoiceprintCard />
      <SceneCard />
      <SpecialRulesCard />
      <LogRetentionCard />
    </div>
  );
}
