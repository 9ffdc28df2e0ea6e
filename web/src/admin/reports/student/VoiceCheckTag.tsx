import { voiceCheckResultText, type VoiceCheckSummary } from '@peilian/shared';
import { Tag } from 'antd';
import { useT } from '../../../app';

/**
 * A session's voiceprint check of who practised (docs/voiceprint.md "Who is practising"): green
 * normal, red impersonation or group cheating, grey when no turn was checked. `badge` prefixes the
 * check's name, for where no column title says it.
 */
export function VoiceCheckTag({ check, badge = false }: { check: VoiceCheckSummary | null | undefined; badge?: boolean }) {
  const t = useT();
  const text = voiceCheckResultText(t, 'reports.student.voiceCheck', check) ?? t('reports.student.voiceCheck.notChecked');
  const result = check?.result ?? null;
  // The preset colours, which global.css darkens to AA; antd's status tags are not.
  const color = result === null ? 'default' : result === 0 ? 'green' : 'red';
  return (
    <Tag color={color} data-testid="voicecheck-tag" data-result={result ?? 'none'} style={{ whiteSpace: 'normal' }}>
      {badge ? t('reports.student.voiceCheck.badge', { result: text }) : text}
    </Tag>
  );
}
