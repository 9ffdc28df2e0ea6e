import type { MessageKey, Messages } from './messages.js';

/**
 * Language files are split by audience and area, so a page loads only the strings it shows: the
 * learner's first screen needs `common`, a learner area adds its own, only the back office loads
 * `admin`. One i18next namespace per entry.
 */
export const NAMESPACES = ['common', 'training', 'exam', 'practice', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The namespaces every screen needs (the learner's first load carries only these). */
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** The namespace of each top-level section of the resources; a new section must be placed here. */
export const SECTION_NAMESPACE: Record<keyof Messages, Namespace> = {
  app: 'common',
  nav: 'common',
  language: 'common',
  login: 'common',
  notFound: 'common',
  learner: 'common',
  pwa: 'common',
  common: 'common',
  validation: 'common',
  password: 'common',
  register: 'common',
  mini: 'common',
  wechat: 'common',
  authcode: 'common',
  profile: 'common',
  mock: 'common',
  microphone: 'common',
  errors: 'common',
  tasks: 'training',
  learnerTraining: 'training',
  exam: 'exam',
  examLearner: 'exam',
  examWeb: 'exam',
  dialogue: 'practice',
  practiceSession: 'practice',
  practiceLearner: 'practice',
  admin: 'admin',
  people: 'admin',
  trainingAdmin: 'admin',
  library: 'admin',
  examAdmin: 'admin',
  practiceAdmin: 'admin',
  practiceWeb: 'admin',
  dubbing: 'admin',
  voiceprint: 'common',
  scenarioWeb: 'admin',
  faqAdmin: 'admin',
  faqLearner: 'practice',
  reports: 'admin',
  billing: 'admin',
  levels: 'admin',
  checkin: 'training',
  checkinAdmin: 'admin',
  notifyAdmin: 'admin',
  dialogCollect: 'admin',
  knowledgeAdmin: 'admin',
  aigcBank: 'admin',
  mediaQuestions: 'training',

  notices: 'training',
  assistant: 'training',
  loginLogs: 'admin',
  settings: 'admin',
  operationLogs: 'admin',
  import: 'admin',
  recycleBin: 'admin',
  appeals: 'training',
  appealsAdmin: 'admin',
  voiceprintAdmin: 'admin',
  terms: 'common',
};

/** Some of a tree of strings, at any depth. */
type SomeOf<T> = { [K in keyof T]?: T[K] extends string ? T[K] : SomeOf<T[K]> };

/**
 * The part of a language's resources that belongs to one namespace — or some of it, as an app
 * bundles it (the mini-program's main package leaves the back office's errors to the server).
 */
export type NamespaceResource = SomeOf<Messages>;

/** Splits a whole language resource into its namespaces (for the files the apps load). */
export function splitByNamespace(messages: Messages): Record<Namespace, NamespaceResource> {
  const parts = Object.fromEntries(NAMESPACES.map((ns) => [ns, {}])) as Record<Namespace, Record<string, unknown>>;
  for (const [section, value] of Object.entries(messages)) parts[SECTION_NAMESPACE[section as keyof Messages]][section] = value;
  return parts as Record<Namespace, NamespaceResource>;
}

/** The namespace holding a key (`examLearner.title` → `exam`). */
export function namespaceOf(key: MessageKey): Namespace {
  return SECTION_NAMESPACE[key.slice(0, key.indexOf('.')) as keyof Messages];
}

/** True for one of the namespaces (a language file's name, a route parameter). */
export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/**
 * True when a loaded language file is an object of that namespace's sections (an HTML fallback
 * page, an error body or another namespace's file is not).
 */
export function isNamespaceResource(value: unknown, namespace: Namespace): value is NamespaceResource {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const sections = Object.entries(value);
  return (
    sections.length > 0 &&
    sections.every(([section, strings]) => SECTION_NAMESPACE[section as keyof Messages] === namespace && typeof strings === 'object' && strings !== null)
  );
}
