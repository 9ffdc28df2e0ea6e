import i18next, { type i18n, type InitOptions, type Module, type Newable, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';
import type { MessageKey, MessageParams, Messages, Translate } from './messages.js';
import { DEFAULT_NAMESPACE, NAMESPACES, splitByNamespace } from './namespaces.js';

/**
 * The i18next options every surface shares: the keys stay the semantic paths of the typed
 * resources (`nav.home`), found in whichever namespace holds their section; placeholders are
 * written `{name}`, and one left without a value stays visible rather than blank; `count` picks the
 * plural form and `{n, number}` formats through Intl in the language on screen.
 */
export const I18N_OPTIONS = {
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: NAMESPACES.filter((ns) => ns !== DEFAULT_NAMESPACE),
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
} satisfies InitOptions;

/** The i18next resource of whole languages, namespace by namespace. */
export function resourceOf(languages: Partial<Record<Language, Messages>>): Resource {
  return Object.fromEntries(Object.entries(languages).map(([language, messages]) => [language, splitByNamespace(messages)]));
}

/**
 * A new i18next instance over shared's options and the given ones, with its modules (a backend,
 * react-i18next) attached before it is initialised, as i18next requires.
 */
export function createI18next(options: InitOptions = {}, ...modules: (Module | Newable<Module>)[]): i18n {
  const instance = i18next.createInstance({ ...I18N_OPTIONS, ...options });
  for (const module of modules) instance.use(module);
  void instance.init();
  return instance;
}

/** The typed translate function of an instance, fixed to one language (or following the instance's). */
export function translatorOf(instance: i18n, language?: Language): Translate {
  // i18next 27 types `t` from its own resource typing, which this instance does not declare; the
  // keys and params are typed by MessageKey and MessageParams here instead.
  const t = (language ? instance.getFixedT(language) : instance.t.bind(instance)) as unknown as (key: string, options?: MessageParams) => string;
  return (key: MessageKey, params?: MessageParams) => t(key, params);
}
