import type { dialogue, PracticeCustomerLine, PracticeResult, PracticeSessionStatus, PracticeSessionView, PracticeTurn } from '@peilian/shared';
import type { PracticeSessionState } from '../../data/practiceSessions.js';
import type { PracticeTurnRow } from '../../db/schema/index.js';
import type { SessionPlan } from './plan.js';
import { textLine } from './voice.js';

/** The only way session and turn rows leave the server: to their learner, live or in the report. */

export function presentTurn(row: PracticeTurnRow): PracticeTurn {
  const inputs = row.scoreInputs as unknown as dialogue.TurnScore;
  return {
    seq: row.seq,
    text: row.learnerText,
    outcome: inputs.outcome,
    nodeid: row.nodeId,
    intentid: row.intentId,
    intentlabel: row.intentLabel,
    match: row.match,
    similarity: inputs.similarity,
    keywords: inputs.keywords ? { hit: inputs.keywords.hit.map((hit) => hit.term), missed: inputs.keywords.missed } : null,
    sensitive: inputs.sensitive,
    polite: inputs.polite,
    score: row.score,
    lines: row.customerLines.map(textLine),
    timings: row.timings,
    learneraudio: row.learnerAudioKey !== null,
    createdat: row.createdAt.toISOString(),
  };
}

export type LiveHints = Pick<PracticeSessionView, 'hints' | 'answertimeoutms' | 'silencems' | 'pausable'>;

/** The hints of a session that takes no more answers. */
export const NO_HINTS: LiveHints = { hints: [], answertimeoutms: null, silencems: null, pausable: false };

/**
 * What the learner may say at the session's node (unless the organisation hides the reference
 * scripts), the answer and silence times, and whether it may be paused — nothing once it is finished.
 */
export function hintsOf({ scenario, options }: Pick<SessionPlan, 'scenario' | 'options'>, state: dialogue.SessionState): LiveHints {
  if (state.status === 'ended') return NO_HINTS;
  const node = scenario.flow.nodes.find((candidate) => candidate.id === state.nodeId);
  const { nonStandard: rule, silence } = scenario.specialRules;
  return {
    hints: options.reference ? (node?.transitions ?? []).map((t) => ({ label: t.label, normtext: t.normtext })) : [],
    pausable: options.pause,
    answertimeoutms: rule.enabled && rule.answerTimeoutSeconds > 0 ? rule.answerTimeoutSeconds * 1000 : null,
    silencems: silence.enabled ? silence.timeoutSeconds * 1000 : null,
  };
}

export function presentSession(
  row: PracticeSessionState,
  turns: readonly PracticeTurnRow[],
  live: LiveHints,
  opening: readonly PracticeCustomerLine[] = row.openingLines.map(textLine),
): PracticeSessionView {
  return {
    id: row.id,
    scenarioid: row.scenarioId,
    scenarioname: row.scenarioName,
    mode: row.mode,
    status: row.status as PracticeSessionStatus,
    endreason: row.endReason,
    score: row.score,
    passed: row.passed === null ? null : row.passed === 1,
    result: row.result as PracticeResult | null,
    opening: [...opening],
    turns: turns.map(presentTurn),
    hints: row.status === 'finished' ? [] : live.hints,
    answertimeoutms: row.status === 'finished' ? null : live.answertimeoutms,
    silencems: row.status === 'finished' ? null : live.silencems,
    pausable: row.status === 'finished' ? false : live.pausable,
    startedat: row.startedAt.toISOString(),
    pausedat: row.pausedAt?.toISOString() ?? null,
    finishedat: row.finishedAt?.toISOString() ?? null,
  };
}
