import { performance } from 'node:perf_hooks';
import { dialogue, type PracticeSentence } from '@peilian/shared';
import { organisationHasAillm } from '../../data/practice/aiCustomer.js';
import { keepHeardLines } from '../../data/practiceSessions.js';
import type { PracticeSessionState } from '../../data/practiceSessions.js';
import type { PracticeTurnRow, StoredCustomerLine, VoiceTally } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { ChatUsage, RoleplayReplyRequest } from '../../providers/llm/index.js';
import { recordUse } from '../../usage/record.js';
import type { Caller } from '../../auth/caller.js';
import { historyOf } from './llmCustomer.js';
import type { SessionPlan } from './plan.js';
import { practiceUse, speak, type SessionVoice } from './voice.js';

/**
 * The role-play customer (docs/practice.md "Role-play"): the language model speaks for the customer
 * from the scenario's brief. Its reply streams in; each sentence is voiced the moment it is complete
 * and sent to the learner in order, so the first is heard while the model still writes the rest.
 * The learner may cut it short (`practice:interrupt`): the customer stops, and what was not heard
 * is neither said nor kept, so the model hears only what the learner did.
 */

/** Where a reply's sentences go as they are voiced: the learner's socket. */
export type SentenceSink = (sentence: PracticeSentence) => void;

/** The longest a reply may take from the model, first token to last. */
const REPLY_LIMIT_MS = 20_000;

/** The replies being said in this process, by session: an interrupt stops one. */
const replying = new Map<string, { seq: number; stop: AbortController; heard: number | null }>();

/** Refuses a role-play where no model is configured, or the organisation has no AI licence (aillm). */
export async function ensureRoleplay(caller: Caller): Promise<void> {
  if (!caller.deps.providers.llm.enabled || !(await organisationHasAillm(caller.deps.db, caller.orgId))) throw appError('errors.practiceSession.roleplayOff');
}

/** Where a reply is said: the session, the learner turn it answers (0: the opening), the customer's voice, and where its audio's sources are counted. */
export interface ReplyPlace {
  sessionId: string;
  seq: number;
  voice: SessionVoice;
  tally?: VoiceTally;
}

/** What a reply said: the lines kept in the transcript, and when its first sentence went out (ms after the call). */
export interface SaidReply {
  lines: StoredCustomerLine[];
  firstMs: number | null;
}

/**
 * Says the customer's reply: the model's sentences, each voiced as soon as it is written and sent
 * to `sink` in order, while the model writes on. Answers every line, or those the learner
 * heard when they interrupted; a model that says nothing is refused (`roleplayFailed`), so the
 * learner's answer is not kept. The model's tokens are recorded as used by the session.
 */
export async function sayReply(caller: Caller, request: RoleplayReplyRequest, place: ReplyPlace, sink: SentenceSink): Promise<SaidReply> {
  const { sessionId, seq } = place;
  const started = performance.now();
  const live = { seq, stop: new AbortController(), heard: null as number | null };
  replying.set(sessionId, live);
  const lines: StoredCustomerLine[] = [];
  let firstMs: number | null = null;
  let sent = Promise.resolve();
  let usage: ChatUsage | undefined;
  try {
    const signal = AbortSignal.any([live.stop.signal, AbortSignal.timeout(REPLY_LIMIT_MS)]);
    const sentences = caller.deps.providers.llm.roleplayReply(request, signal);
    for (let next = await sentences.next(); ; next = await sentences.next()) {
      if (next.done) {
        usage = next.value;
        break;
      }
      const line: StoredCustomerLine = { text: next.value, emotion: 0, cause: 'flow', llm: 'model' };
      const index = lines.push(line) - 1;
      // Voiced at once — the first before any other line the process is voicing, as the learner waits
      // for it; the rest are needed only as those before them play — and sent in order.
      const voiced = speak(caller, place.voice, sessionId, [line], index === 0, place.tally);
      sent = sent.then(async () => {
        const [spoken] = await voiced;
        if (live.heard !== null || !spoken) return;
        sink({ sessionId, seq, index, line: spoken });
        firstMs ??= Math.round(performance.now() - started);
      });
    }
  } catch (error) {
    if (live.heard === null) caller.log.warn({ err: error }, 'role-play customer stopped');
  } finally {
    await sent;
    if (replying.get(sessionId) === live) replying.delete(sessionId);
  }
  if (usage)
    await recordUse(caller, practiceUse(sessionId), { service: 'llm', provider: 'openai', quantity: usage.promptTokens, output: usage.completionTokens });
  if (live.heard !== null) return { lines: lines.slice(0, live.heard), firstMs };
  if (lines.length === 0) throw appError('errors.practiceSession.roleplayFailed');
  return { lines, firstMs };
}

/** Stops reply `seq` of the session if it is being said in this process, to what the learner heard; false when it is not. */
export function interruptReply(sessionId: string, seq: number, heard: number): boolean {
  const live = replying.get(sessionId);
  if (!live || live.seq !== seq) return false;
  live.heard = Math.min(live.heard ?? heard, heard);
  live.stop.abort();
  return true;
}

/** Cuts stored reply `seq` to the `heard` lines the learner heard, unless they have answered it since. */
export function keepHeard(caller: Caller, sessionId: string, seq: number, heard: number): Promise<void> {
  return keepHeardLines(caller.deps.db, caller.orgId, sessionId, seq, heard);
}

/** What the model hears for a role-play's next reply: the persona, the brief, the call so far and the facts asked for. */
export function roleplayRequest(
  row: PracticeSessionState,
  plan: SessionPlan,
  state: dialogue.DialogueState,
  turns: readonly PracticeTurnRow[],
  answer: string | null = null,
): RoleplayReplyRequest {
  const brief = plan.scenario.roleplay!;
  const answers = [...turns.map((turn) => turn.learnerText), ...(answer === null ? [] : [answer])];
  return {
    persona: plan.persona,
    scenarioContext: { name: plan.scenario.name, description: plan.scenario.description },
    history: historyOf(row.openingLines, turns, answer),
    brief,
    factsAsked: dialogue.factsAskedFor(dialogue.prepareBrief(brief, state.context.lexicon), answers),
  };
}
