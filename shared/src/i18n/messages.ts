import type { zhCN } from './zh-CN.js';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language resource must have: the zh-CN tree with any strings as leaves. */
export type Messages = Widen<typeof zhCN>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translatable key, e.g. `errors.notFound`. A misspelt key fails to compile. */
export type MessageKey = Leaves<typeof zhCN>;

/** Keys under `errors.` — the stable error codes every client can translate. */
export type ErrorKey = Extract<MessageKey, `errors.${string}`>;

export type MessageParams = Record<string, string | number>;

/** A translate function; shared helpers take it as a parameter rather than importing a language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;
