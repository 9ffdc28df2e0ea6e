import type { MessageKey, Translate } from '../i18n/messages.js';
import { VOICEPRINT_CHECK } from '../schemas/voiceprint.js';
import type { VoiceCheckSummary } from '../schemas/voiceCheck.js';

/**
 * What a session's voiceprint check says (docs/voiceprint.md "Who is practising"): normal, the
 * first turn found spoken by someone else, or whose voice of the organisation it was. Null when no
 * turn was checked. `keys` is the section the page reads (`practiceLearner.report.voiceCheck`,
 * `reports.student.voiceCheck`); each has `normal`, `impersonation` ({turn}) and `group` ({name}).
 */
export function voiceCheckResultText(
  t: Translate,
  keys: 'practiceLearner.report.voiceCheck' | 'reports.student.voiceCheck',
  check: VoiceCheckSummary | null | undefined,
): string | null {
  if (!check || check.result === null) return null;
  const key = (name: string) => `${keys}.${name}` as MessageKey;
  if (check.result === VOICEPRINT_CHECK.groupCheating) return t(key('group'), { name: check.othername ?? '' });
  if (check.result === VOICEPRINT_CHECK.impersonation) {
    const turn = check.turns.find((checked) => checked.result === VOICEPRINT_CHECK.impersonation)?.seq ?? 0;
    return t(key('impersonation'), { turn });
  }
  return t(key('normal'));
}
