import type { dialogue, PracticeChecklistItem, PracticeResult } from '@peilian/shared';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The tokens a completion used, as the provider reports them (the cost centre prices them). */
export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
}

/** The simulated customer (admin §3 customer/persona). */
export interface CustomerPersona {
  name: string;
  /** 1 male, 0 female (as the customer library stores it). */
  gender?: 0 | 1 | undefined;
  /** Custom attributes, e.g. 年龄: 35, 预算: 20万. */
  attributes?: readonly { name: string; value: string }[] | undefined;
  description?: string | undefined;
}

/** What the scenario tells the model about the conversation. */
export interface ScenarioContext {
  name: string;
  description?: string | undefined;
  /** Who the learner plays, e.g. 汽车销售顾问. */
  learnerRole?: string | undefined;
}

export interface DialogueTurn {
  speaker: 'customer' | 'learner';
  text: string;
}

export interface CustomerReplyRequest {
  persona: CustomerPersona;
  scenarioContext: ScenarioContext;
  /** The call so far, oldest first; the last turn is usually the learner's answer. */
  history: readonly DialogueTurn[];
  /** What the flow's current node wants the customer to convey (its standard text or intent). */
  nodeHint?: string | undefined;
}

/** What the model hears to play a role-play's customer for one more turn (docs/scenario-format.md §5a). */
export interface RoleplayReplyRequest extends Omit<CustomerReplyRequest, 'nodeHint'> {
  brief: dialogue.RoleplayBrief;
  /** The hidden facts the learner has asked about (`dialogue.factsAskedFor`): the only ones the model is told. */
  factsAsked: readonly dialogue.HiddenFact[];
}

/** What the coach reads of a finished role-play (docs/practice.md "The coach"). */
export interface CoachReviewRequest {
  scenarioName: string;
  score: number;
  checklist: readonly PracticeChecklistItem[];
  items: readonly Pick<PracticeResult['items'][number], 'name' | 'weight' | 'score'>[];
  /** The call in order; a learner's line carries its turn number, a customer's null. */
  transcript: readonly { turn: number | null; text: string }[];
}

/** What the similar-question dialog rewords (admin §2): an FAQ question, or a line of a script. */
export type SimilarQuestionKind = 'faq' | 'script';

/**
 * The LLM behind the aillm features. Implementations throw `ProviderError` (service `llm`); a
 * session falls back to the scripted line, the editor to the organisation's speech library.
 */
/** Hears the tokens a call used (docs/providers.md "Usage"), so its caller records them. */
export type UsageListener = (usage: ChatUsage) => void;

export interface LlmProvider {
  /** False when no model is configured: every call fails with `unavailable`. */
  readonly enabled: boolean;
  /** The customer's next line, one utterance, ≤ 200 characters; `onUsage` hears the tokens used when the provider reports them. */
  customerReply(request: CustomerReplyRequest, signal?: AbortSignal, onUsage?: UsageListener): Promise<string>;
  /**
   * A role-play customer's reply as the model writes it, a sentence at a time
   * (`dialogue.sentenceCutter`), leaving out any sentence that breaks the role
   * (`dialogue.breaksRole`); then the tokens used. The signal (the learner interrupting) stops it.
   */
  roleplayReply(request: RoleplayReplyRequest, signal?: AbortSignal): AsyncGenerator<string, ChatUsage | undefined>;
  /** The coach's review of a finished role-play as the model wrote it (JSON, read by `dialogue.readCoach`), and the tokens used. */
  coachReview(request: CoachReviewRequest, signal?: AbortSignal): Promise<{ text: string; usage: ChatUsage | undefined }>;
  /** Up to `count` (10) rewordings of `text`, cleaned and de-duplicated, none in `exclude`. */
  similarSpeeches(text: string, count?: number, options?: { exclude?: readonly string[]; signal?: AbortSignal; onUsage?: UsageListener }): Promise<string[]>;
  /**
   * Up to `count` (10) other wordings of an FAQ question or a script line, cleaned (no quotes or
   * spaces, no duplicates), none equal to `text` or in `exclude`. No fallback: the dialog says why.
   */
  similarQuestions(
    text: string,
    count: number,
    options: { exclude?: readonly string[]; kind: SimilarQuestionKind; signal?: AbortSignal; onUsage?: UsageListener },
  ): Promise<string[]>;
}
