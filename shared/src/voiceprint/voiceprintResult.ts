import type { MessageKey } from '../i18n/messages.js';
import type { AccountChoice } from '../schemas/auth.js';
import { VOICEPRINT_STATUS, type VoiceprintFlow, type VprResult } from '../schemas/voiceprint.js';

/** A message to show: the server's own words (already in the user's language) or a message key. */
export type VoiceprintNotice = { text: string } | { key: MessageKey; params?: Record<string, string | number> };

/** Where a recording's (or an account comparison's) result leads (learner §2.6 "Voiceprint session messages"). */
export type VoiceprintNext =
  | { to: 'failed'; notice: VoiceprintNotice }
  /** Back to the recording step with the message; `reset` asks for a fresh text (status 5). */
  | { to: 'record'; notice: VoiceprintNotice; reset: boolean }
  | { to: 'account'; notice: VoiceprintNotice }
  | { to: 'welcome'; user: AccountChoice }
  | { to: 'choose'; users: AccountChoice[] }
  /** Registration: the recording passed the quality check; the identity is confirmed next. */
  | { to: 'confirm' }
  /** Verification passed. */
  | { to: 'verified' };

const KNOWN_STATUSES = new Set<number>(Object.values(VOICEPRINT_STATUS));

/** The message of a result: the server's `msg`, else the §8 message of its status, else the fallback. */
export function resultNotice(status: number, msg: string, score?: number, required?: number): VoiceprintNotice {
  if (msg.trim()) return { text: msg };
  if (!KNOWN_STATUSES.has(status)) return { key: 'voiceprint.status.fallback' };
  return { key: `voiceprint.status.${status}` as MessageKey, params: { score: score ?? 0, required: required ?? 0 } };
}

/**
 * The step a result leads to, by flow and status (§2.6, §8): a refusal fails; on `login` status 0
 * welcomes the one match or offers the several, 1 and 2 ask for the account, 5 resets the recording
 * and the rest go back to it; on `register` 0 means the quality check passed.
 */
export function nextAfterResult(flow: VoiceprintFlow, result: VprResult): VoiceprintNext {
  if (!result.ok) return { to: 'failed', notice: { text: result.errmsg } };
  const notice = resultNotice(result.status, result.msg, result.score, result.required);
  const { status } = result;
  if (status === VOICEPRINT_STATUS.verifyFailed) return { to: 'record', notice, reset: true };
  if (flow === 'login') {
    const users = result.users ?? [];
    if (status === VOICEPRINT_STATUS.normal && users.length === 1) return { to: 'welcome', user: users[0]! };
    if (status === VOICEPRINT_STATUS.normal && users.length > 1) return { to: 'choose', users };
    if (status === VOICEPRINT_STATUS.notExist || status === VOICEPRINT_STATUS.scoreLow) return { to: 'account', notice };
    return { to: 'record', notice: status === VOICEPRINT_STATUS.normal ? { key: 'voiceprint.status.fallback' } : notice, reset: false };
  }
  if (status === VOICEPRINT_STATUS.normal) return flow === 'register' ? { to: 'confirm' } : { to: 'verified' };
  return { to: 'record', notice, reset: false };
}
