import { voiceCheckResultText, type VoiceCheckSummary } from '@peilian/shared';
import Tag from 'antd-mobile/es/components/tag';
import { useT } from '../app';

/** The report's voiceprint check of who practised (docs/voiceprint.md "Who is practising"); nothing when no turn was checked. */
export function VoiceCheckBadge({ check }: { check: VoiceCheckSummary | null | undefined }) {
  const t = useT();
  const result = voiceCheckResultText(t, 'practiceLearner.report.voiceCheck', check);
  if (result === null || !check) return null;
  return (
    <div className="practice-report-voicecheck">
      <Tag color={check.result === 0 ? 'success' : 'danger'} fill="outline" data-testid="practice-report-voicecheck" data-result={check.result}>
        {t('practiceLearner.report.voiceCheck.badge', { result })}
      </Tag>
    </div>
  );
}
