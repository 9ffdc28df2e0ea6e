import type { dialogue } from '@peilian/shared';
import { organisationHasAillm } from '../../data/practice/aiCustomer.js';
import type { PracticeTurnRow, StoredCustomerLine } from '../../db/schema/index.js';
import type { CustomerPersona, DialogueTurn } from '../../providers/llm/index.js';
import { customerLines } from './engine.js';
import type { Caller } from '../../auth/caller.js';
import { recordUse } from '../../usage/record.js';

/**
 * The AI customer (docs/scenario-format.md §2 "Free talk"): a free-talk customer node's line is said
 * by the language model in the persona's words, when the organisation has aillm and a model is
 * configured. The engine has already chosen the line and the next node; the model only words it.
 * A model that fails or answers later than `LLM_CUSTOMER_TIMEOUT_MS` leaves the scripted line, marked
 * `llm: 'fallback'` so the learner sees a notice — a session never waits on the model.
 */

/** The session a line is said in: its scenario document and its customer. */
export interface FreeTalkSession {
  scenario: dialogue.Scenario;
  persona: CustomerPersona;
}

/** What was said so far: the opening lines, then each turn's answer and the customer's replies. */
export function historyOf(opening: readonly StoredCustomerLine[], turns: readonly PracticeTurnRow[], answer: string | null = null): DialogueTurn[] {
  const said: DialogueTurn[] = opening.map((line) => ({ speaker: 'customer', text: line.text }));
  for (const turn of turns) {
    if (turn.learnerText) said.push({ speaker: 'learner', text: turn.learnerText });
    for (const line of turn.customerLines) said.push({ speaker: 'customer', text: line.text });
  }
  if (answer) said.push({ speaker: 'learner', text: answer });
  return said;
}

/**
 * The customer's lines among the effects, in order, with free-talk lines said by the model when the
 * AI customer is on. Without a free-talk line, aillm or a configured model, these are the scripted
 * lines and the model is never asked.
 */
export async function spokenLines(
  caller: Caller,
  session: FreeTalkSession,
  effects: readonly dialogue.DialogueEffect[],
  history: readonly DialogueTurn[],
  /** The session the lines are said in ('' while it is being started): what the model's tokens served. */
  sessionId = '',
): Promise<StoredCustomerLine[]> {
  const says = effects.filter((effect): effect is Extract<dialogue.DialogueEffect, { type: 'customerSays' }> => effect.type === 'customerSays');
  const scripted = customerLines(says);
  const { llm } = caller.deps.providers;
  if (!says.some((effect) => effect.freeTalk) || !llm.enabled || !(await organisationHasAillm(caller.deps.db, caller.orgId))) return scripted;
  const config = caller.deps.config.llm;
  // An enabled model is an OpenAI-compatible one, configured with its wait.
  const timeoutMs = config.provider === 'openai' ? config.customerTimeoutMs : 0;
  const { persona } = session;
  const scenarioContext = { name: session.scenario.name, description: session.scenario.description };
  const heard = [...history];
  const lines: StoredCustomerLine[] = [];
  for (const [index, effect] of says.entries()) {
    let line = scripted[index]!;
    if (effect.freeTalk) {
      try {
        const text = await llm.customerReply({ persona, scenarioContext, history: heard, nodeHint: effect.text }, AbortSignal.timeout(timeoutMs), (usage) => {
          void recordUse(
            caller,
            { subject: 'practice', subjectId: sessionId },
            { service: 'llm', provider: 'openai', quantity: usage.promptTokens, output: usage.completionTokens },
          );
        });
        line = { ...line, text, llm: 'model' };
      } catch (error) {
        caller.log.warn({ err: error, nodeId: effect.nodeId }, 'AI customer did not answer; the scripted line is said');
        line = { ...line, llm: 'fallback' };
      }
    }
    lines.push(line);
    heard.push({ speaker: 'customer', text: line.text });
  }
  return lines;
}
