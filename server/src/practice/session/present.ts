import {
  dialogue,
  type PracticeCustomerLine,
  type PracticeResult,
  type PracticeSessionStatus,
  type PracticeSessionView,
  type PracticeTurn,
} from '@peilian/shared';
import type { PracticeSessionState } from '../../data/practiceSessions.js';
import type { PracticeTurnRow, StoredTurnTimings } from '../../db/schema/index.js';
import type { SessionPlan } from './plan.js';
import { NO_SOUNDS, presentSounds, type SessionSounds } from './sounds.js';
import { textLine } from './voice.js';

/** The only way session and turn rows leave the server: to their learner, live or in the report. */

/** A turn's timings as its learner sees them: received → engine, audio, sent (and recognition). */
const learnerTimings = ({ recognizedMs, engineMs, audioMs, sentMs }: StoredTurnTimings): PracticeTurn['timings'] => ({
  ...(recognizedMs === undefined ? {} : { recognizedMs }),
  engineMs,
  audioMs,
  sentMs,
});

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
    keywords: inputs.keywords
      ? {
          hit: inputs.keywords.hit.map((hit) => hit.term),
          missed: inputs.keywords.missed,
          said: inputs.keywords.hit.map((hit) => ({ term: hit.term, text: hit.text })),
        }
      : null,
    sensitive: inputs.sensitive,
    polite: inputs.polite,
    score: row.score,
    // Turns stored before the quality was kept have none.
    quality: inputs.quality ?? null,
    lines: row.customerLines.map(textLine),
    // The turn's own timings; where its audio came from is the back office's (the latency view).
    timings: learnerTimings(row.timings),
    learneraudio: row.learnerAudioKey !== null,
    createdat: row.createdAt.toISOString(),
  };
}

/** A result as stored: those scored before the breakdown was kept lack its fields. */
type StoredResult = Omit<PracticeResult, 'formula' | 'total' | 'answeredtoend' | 'failreason' | 'steps' | 'answers' | 'items'> &
  Partial<Pick<PracticeResult, 'formula' | 'total' | 'answeredtoend' | 'failreason' | 'steps' | 'answers'>> & {
    items: (Omit<PracticeResult['items'][number], 'points'> & { points?: number })[];
  };

/**
 * The result with how its total is made. An older stored result gets what it meant: the items'
 * points, its formula, its score as the total, the end node reached as "answered to the end", and
 * why it did not pass from its score and end.
 */
export function presentResult(result: StoredResult, row: Pick<PracticeSessionState, 'score' | 'passed' | 'endReason'>): PracticeResult {
  const items = result.items.map((item) => ({ ...item, points: item.points ?? Math.round((item.weight * item.score) / 10) / 10 }));
  const score = row.score ?? 0;
  const completed = row.endReason === 'completed';
  const failreason = row.passed === 1 ? null : score < result.passscore ? 'belowPassScore' : completed ? 'flowNotAnswered' : 'flowNotFinished';
  return {
    ...result,
    items,
    formula: result.formula ?? (items.length ? 'rule' : 'mean'),
    total: result.total ?? score,
    answeredtoend: result.answeredtoend ?? completed,
    failreason: result.failreason === undefined ? failreason : result.failreason,
    steps: result.steps ?? [],
    answers: result.answers ?? result.summary.turns,
  };
}

export type LiveHints = Pick<PracticeSessionView, 'hints' | 'answertimeoutms' | 'silencems' | 'pausable'> & {
  /** The call's ringtone and ambience, while it goes on. */
  sounds: SessionSounds;
};

/** The hints of a session that takes no more answers. */
export const NO_HINTS: LiveHints = { hints: [], answertimeoutms: null, silencems: null, pausable: false, sounds: NO_SOUNDS };

/**
 * What the learner may say at the session's node (unless the organisation hides the reference
 * scripts), the answer and silence times, whether it may be paused, and the call's sounds — nothing
 * once it is finished.
 */
export function hintsOf({ scenario, options, sounds }: Pick<SessionPlan, 'scenario' | 'options' | 'sounds'>, state: dialogue.SessionState): LiveHints {
  if (state.status === 'ended') return NO_HINTS;
  // A role-play's learner has no script to follow, nor an answer or silence time.
  if (scenario.roleplay) return { ...NO_HINTS, pausable: options.pause, sounds };
  const node = scenario.flow.nodes.find((candidate) => candidate.id === state.nodeId);
  const { nonStandard: rule, silence } = scenario.specialRules;
  return {
    hints: options.reference ? (node?.transitions ?? []).map((t) => ({ label: t.label, normtext: t.normtext })) : [],
    pausable: options.pause,
    answertimeoutms: rule.enabled && rule.answerTimeoutSeconds > 0 ? rule.answerTimeoutSeconds * 1000 : null,
    silencems: silence.enabled ? silence.timeoutSeconds * 1000 : null,
    sounds,
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
    result: row.result ? presentResult(row.result as StoredResult, row) : null,
    opening: [...opening],
    turns: turns.map(presentTurn),
    hints: row.status === 'finished' ? [] : live.hints,
    answertimeoutms: row.status === 'finished' ? null : live.answertimeoutms,
    silencems: row.status === 'finished' ? null : live.silencems,
    pausable: row.status === 'finished' ? false : live.pausable,
    roleplay: dialogue.isRoleplaySession(row.engineState as unknown as dialogue.SessionState),
    ...presentSounds(row.id, row.status === 'finished' ? NO_SOUNDS : live.sounds),
    startedat: row.startedAt.toISOString(),
    pausedat: row.pausedAt?.toISOString() ?? null,
    finishedat: row.finishedAt?.toISOString() ?? null,
  };
}
