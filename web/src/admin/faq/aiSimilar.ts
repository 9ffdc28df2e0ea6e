import { ApiError, FAQ_QUESTION_MAX, type Translate } from '@peilian/shared';
import { errorMessage } from '../../lib/errorMessage';

/**
 * The AI similar-question dialog's rules (admin §2 "Shared dialogs"), apart from React: suggestions
 * are stripped of spaces and quotes and de-duplicated against what exists and what was already
 * shown, "change batch" excludes everything shown or added so far, added items leave the list.
 */

/** Quotes a language model wraps its lines in: ASCII, full-width, Chinese and corner brackets. */
const QUOTES = /["'`“”‘’「」『』＂＇]/g;

/** A suggestion as the dialog lists it: no spaces, no quotes. */
export function cleanSuggestion(text: string): string {
  return text.replace(/\s+/g, '').replace(QUOTES, '');
}

/** The cleaned suggestions, each once, none empty, too long, or the same as a known text once cleaned. */
export function freshSuggestions(raw: readonly string[], known: readonly string[]): string[] {
  const seen = new Set(known.map(cleanSuggestion));
  const out: string[] = [];
  for (const item of raw) {
    const clean = cleanSuggestion(item);
    if (!clean || clean.length > FAQ_QUESTION_MAX || seen.has(clean)) continue;
    seen.add(clean);
    out.push(clean);
  }
  return out;
}

export type AiStatus = 'loading' | 'ready' | 'failed' | 'notConfigured';

export interface AiState {
  status: AiStatus;
  /** The suggestions on screen, not yet added. */
  items: string[];
  selected: string[];
  /** Every suggestion shown since the dialog opened (the next batch excludes them). */
  shown: string[];
  /** The refusal shown instead of the list (failed, not configured). */
  message: string;
}

export const LOADING: AiState = { status: 'loading', items: [], selected: [], shown: [], message: '' };

/** The most texts one request may exclude (`faqSimilarBodySchema`). */
const EXCLUDE_MAX = 200;

/** What the next batch must not repeat: the existing texts and all shown so far, the latest kept when too many. */
export function excludeOf(state: Pick<AiState, 'shown'>, existing: readonly string[]): string[] {
  const all = [...new Set([...existing, ...state.shown].map((text) => text.trim()).filter((text) => text && text.length <= FAQ_QUESTION_MAX))];
  return all.slice(-EXCLUDE_MAX);
}

/** A batch arrived: its fresh suggestions replace the list; nothing is selected. */
export function withBatch(state: AiState, raw: readonly string[], existing: readonly string[]): AiState {
  const items = freshSuggestions(raw, [...existing, ...state.shown]);
  return { status: 'ready', items, selected: [], shown: [...state.shown, ...items], message: '' };
}

const notConfigured = (error: unknown) => error instanceof ApiError && error.key === 'errors.faq.modelNotConfigured';

/** A batch was refused: "no model configured" is said as such (in the client's words if the server gave none), anything else as a failure to retry. */
export function withFailure(state: AiState, error: unknown, t: Translate): AiState {
  const fallback = notConfigured(error) ? 'errors.faq.modelNotConfigured' : 'errors.unknown';
  return { ...state, status: notConfigured(error) ? 'notConfigured' : 'failed', items: [], selected: [], message: errorMessage(error, t, fallback) };
}

/** Ticks or unticks one suggestion. */
export function withSelection(state: AiState, item: string, checked: boolean): AiState {
  const others = state.selected.filter((chosen) => chosen !== item);
  return { ...state, selected: checked && state.items.includes(item) ? [...others, item] : others };
}

/** The selected suggestions, in list order, once added: they leave the list. */
export function withAdded(state: AiState): { state: AiState; added: string[] } {
  const added = state.items.filter((item) => state.selected.includes(item));
  return { state: { ...state, items: state.items.filter((item) => !added.includes(item)), selected: [] }, added };
}
