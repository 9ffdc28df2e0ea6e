import type { zhCN } from './zh-CN.js';

/** Plural forms a language may add to a key, as i18next names them (`waiting_one`). */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type StringKeys<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

/**
 * The zh-CN tree with any strings as leaves. Chinese has one plural form, so the source key holds
 * it; another language may add the forms it needs beside it (`waiting_one`), and i18next picks the
 * form for `{count}` and falls back to the plain key.
 */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & {
  [K in StringKeys<T> as `${K}_${PluralSuffix}`]?: string;
};

/** The shape every language resource must have. */
export type Messages = Widen<typeof zhCN>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translatable key, e.g. `errors.notFound`. A misspelt key fails to compile. */
export type MessageKey = Leaves<typeof zhCN>;

/** Keys under `errors.` — the stable error codes every client can translate. */
export type ErrorKey = Extract<MessageKey, `errors.${string}`>;

/** Values put into a message: `{name}` placeholders, and `count`, which also picks the plural form. */
export type MessageParams = Record<string, string | number>;

/** A translate function; shared helpers take it as a parameter rather than importing a language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The sections of the `common` namespace (every screen's: shell, sign-in, forms, errors), which each language keeps in `common/`. */
export type CommonSections = Pick<
  Messages,
  | 'app'
  | 'nav'
  | 'language'
  | 'login'
  | 'notFound'
  | 'learner'
  | 'pwa'
  | 'common'
  | 'validation'
  | 'password'
  | 'register'
  | 'mini'
  | 'wechat'
  | 'authcode'
  | 'profile'
  | 'mock'
  | 'microphone'
  | 'errors'
  | 'terms'
>;
