import type { MessageKey, Translate } from '@peilian/shared';
import type { InputProps } from 'antd';
import type { IssueProps } from './useDraftSave';

/** antd's count of an input or text area (`count` prop). */
export type CountConfig = NonNullable<InputProps['count']>;

/** A text field's limit: at most `max` characters, and the spec's message for a text past it. */
export interface TextLimit {
  max: number;
  /** The message the server's rule refuses a longer text with (it takes `{max}`). */
  tooLong: MessageKey;
  /** How the server's rule counts; by default the trimmed text's length, as a trimmed zod `max` does. */
  length?: (text: string) => number;
}

/** What a limited field shows: its Form.Item's state and messages, and its input's count. */
export interface LimitProps {
  item: IssueProps;
  count: CountConfig;
}

const trimmedLength = (text: string): number => text.trim().length;

/** The text's length as its limit counts it. */
export function limitLength(text: string, limit: TextLimit): number {
  return (limit.length ?? trimmedLength)(text);
}

/** Whether the text is longer than its limit allows (the server would refuse it). */
export function isOverLimit(text: string, limit: TextLimit): boolean {
  return limitLength(text, limit) > limit.max;
}

/** The input's count against the limit, counted as the limit counts: marked past it, never cutting (no `exceedFormatter`). */
export function limitCount(limit: TextLimit): CountConfig {
  return { show: true, max: limit.max, strategy: (value) => limitLength(value, limit) };
}

/**
 * A limited text field's props. The input shows its count and is marked past the limit but never cut
 * (a browser's `maxLength` would drop a pasted text's end without a word); its Form.Item shows the
 * spec's message as soon as the text is past the limit, together with the field's other messages
 * (`issue`, each once). Fields keep refusing the save through the shared rules, which hold the same limit.
 */
export function limitProps(text: string, limit: TextLimit, t: Translate, issue: IssueProps = {}): LimitProps {
  const count = limitCount(limit);
  if (!isOverLimit(text, limit)) return { item: issue, count };
  const lines = [t(limit.tooLong, { max: limit.max }), ...(issue.help ? issue.help.split('；') : [])];
  return { item: { validateStatus: 'error', help: [...new Set(lines)].join('；') }, count };
}
