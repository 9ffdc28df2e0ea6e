import { z } from 'zod';
import type { KeywordExpression } from './keywords.js';
import type { LexiconInput, PreparedLexicon } from './lexicon.js';
import type { MatchKind, PreparedIntent } from './matcher.js';
import type { FlowNode, NodeType, Scenario } from './schema.js';
import { DIALOGUE_LIMITS } from './schema.js';
import type { TurnScore } from './scoring.js';

/**
 * Events, effects and state of the dialogue engine. Time is whatever clock the host uses, in
 * milliseconds (usually since the session began); the engine only compares times it was given.
 */

const time = z.number().finite().nonnegative();

/** What the host tells the engine. Validate untrusted input with this schema before `step`. */
export const dialogueEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('utterance'),
    text: z.string().max(DIALOGUE_LIMITS.utteranceMax),
    time,
    /** The customer's audio was still playing when the learner began speaking. */
    duringCustomerSpeech: z.boolean().optional(),
  }),
  /** The learner has been silent for the silence rule's timeout. */
  z.object({ type: z.literal('silence'), time }),
  /** The learner has not answered within the non-standard rule's answer timeout. */
  z.object({ type: z.literal('answerTimeout'), time }),
  /** The learner (or the host) ends the session. */
  z.object({ type: z.literal('end'), time }),
]);
export type DialogueEvent = z.infer<typeof dialogueEventSchema>;

/** Why a session walking its flow ended. */
export type FlowEndReason = 'completed' | 'requested' | 'silenceLimit' | 'nonStandardLimit' | 'flowError';
/** Why a session ended: a role-play also ends at its turn or minute limit. */
export type EndReason = FlowEndReason | 'turnLimit' | 'timeLimit';

export type IgnoreReason = 'sessionEnded' | 'outOfOrder' | 'emptyUtterance' | 'customerSpeaking' | 'filler' | 'ruleDisabled' | 'stale';

/** Why the customer speaks: the flow's line, the silence rule's reply, the non-standard alert. */
export type SpeechCause = 'flow' | 'silence' | 'alert';

export interface SessionSummary {
  reason: EndReason;
  /** The end node was reached. */
  completed: boolean;
  /** Node ids in the order they were entered. */
  path: string[];
  turns: number;
  nonStandardAnswers: number;
  timeouts: number;
  silences: number;
  /** Each scenario keyword expression and the first turn that satisfied it (null: never). */
  scenarioKeywords: { expression: string; turn: number | null }[];
}

/** What the engine asks the host to do or tells it happened, in order. */
export type DialogueEffect =
  | { type: 'nodeEntered'; nodeId: string; nodeType: NodeType; name: string }
  | {
      type: 'transitionChosen';
      fromNodeId: string;
      toNodeId: string;
      intentId: string;
      label: string;
      match: MatchKind;
      /** For keyword and similarity matches, 0–1; else null. */
      similarity: number | null;
      crossNode: boolean;
    }
  | {
      type: 'customerSays';
      text: string;
      emotion: number;
      /** Speech-library id: the audio reference when the line comes from the library. */
      speechId: string | null;
      nodeId: string;
      /** The transition whose line this is (audio of custom lines is keyed by it); null for rule replies. */
      transitionId: string | null;
      cause: SpeechCause;
      /**
       * Set (true) when the line is a free-talk customer node's: the host may have a language model
       * voice the customer here, with `text` as its hint and fallback. Absent otherwise.
       */
      freeTalk?: true;
    }
  | {
      type: 'awaitLearner';
      nodeId: string;
      /** Run a silence timer of this length (null: the silence rule is off). */
      silenceTimeoutMs: number | null;
      /** Send `answerTimeout` at this time unless the turn has moved on (null: no answer timeout). */
      answerDeadline: number | null;
      /** End-of-utterance pause for the recogniser (the scenario's wait seconds). */
      endOfUtteranceMs: number;
      /** What the learner may say here: intent labels, standard scripts and reference scripts. */
      hints: { intentId: string; label: string; normtext: string; scripts: string[] }[];
    }
  | { type: 'turnScored'; score: TurnScore }
  | { type: 'nonStandardAnswer'; nodeId: string; count: number; max: number | null; alert: boolean; timeout: boolean }
  | { type: 'silenceDetected'; nodeId: string; count: number; max: number }
  | { type: 'customerInterrupted'; nodeId: string }
  | { type: 'eventIgnored'; event: DialogueEvent['type']; reason: IgnoreReason }
  | { type: 'sessionEnded'; reason: EndReason; summary: SessionSummary };

/** The serialisable part of a session: store it, and `resume` rebuilds the engine state. */
export interface SessionState {
  version: 1;
  status: 'awaiting' | 'ended';
  /** The node the learner is at (or where the session ended). */
  nodeId: string;
  /** Time of the last event accepted. */
  time: number;
  /** When the current learner turn began (node entered, or the last non-standard answer). */
  turnStartedAt: number;
  /** Last utterance or customer line, for the silence rule. */
  lastActivityAt: number;
  turns: number;
  consecutiveSilences: number;
  /** Non-standard answers at the current node. */
  nonStandardAtNode: number;
  totals: { nonStandardAnswers: number; timeouts: number; silences: number };
  path: string[];
  /** Seeded random source state. */
  rng: number;
  /** First turn that satisfied each scenario keyword expression. */
  scenarioKeywordTurns: (number | null)[];
  /** A role-play's: the first turn that ticked each checklist item (null: not yet). */
  checklistTurns?: (number | null)[];
  endReason: EndReason | null;
}

/** A speech-library line the flow refers to by id. */
export interface LibrarySpeech {
  text: string;
  emotion?: number;
}

export interface DialogueOptions {
  /** Hot words, synonyms, sensitive/polite words, pinyin table, fillers. */
  lexicon?: LexiconInput;
  /** The same, already compiled with `prepareLexicon` (cache it per organisation); wins over `lexicon`. */
  preparedLexicon?: PreparedLexicon;
  /** Speech library by id, for transitions with speechtype 2. */
  speeches?: Readonly<Record<string, LibrarySpeech>>;
  /** Seed of the random source that picks among a customer node's lines. */
  seed?: number;
  /** Time the session starts at (default 0). */
  time?: number;
}

/** Everything derived once from the scenario and options; shared by reference between states. */
export interface DialogueContext {
  scenario: Scenario;
  lexicon: PreparedLexicon;
  speeches: Readonly<Record<string, LibrarySpeech>>;
  nodes: ReadonlyMap<string, FlowNode>;
  /** Prepared intents of each learner node. */
  intents: ReadonlyMap<string, readonly PreparedIntent[]>;
  scenarioKeywords: readonly KeywordExpression[];
}

/** The engine state: the derived context plus the serialisable session. */
export interface DialogueState {
  context: DialogueContext;
  session: SessionState;
}

/** What `start` and `step` return. */
export interface DialogueResult {
  state: DialogueState;
  effects: DialogueEffect[];
}
