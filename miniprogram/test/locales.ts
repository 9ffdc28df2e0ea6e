import { RESOURCES, splitByNamespace, type Language, type Namespace } from '@peilian/shared'
import type { Router } from './weappHarness'

/** The namespaces of the learner's pages, which the app loads together for a language. */
const LEARNER_NAMESPACES: readonly Namespace[] = ['common', 'training', 'exam', 'practice']

const namespacesOf = (language: Language) => splitByNamespace(RESOURCES[language])

/** Answers `GET api/locales/:language/:namespace` as the server does: shared's resources cut into namespaces. */
export const answerLocales: Router = (request) => {
  const [, language, namespace] = /^api\/locales\/([^/]+)\/([^/]+)$/.exec(request.path) ?? []
  const messages = (RESOURCES as Partial<Record<string, unknown>>)[language ?? ''] ? namespacesOf(language as Language)[namespace as Namespace] : undefined
  return messages ? { data: { successed: true, messages } } : undefined
}

/** WeChat storage holding a language's strings as the app keeps them once it has loaded that language. */
export function keptLocale(language: Language): Record<string, string> {
  return Object.fromEntries(
    LEARNER_NAMESPACES.map((namespace) => [`peilian.locale.${language}.${namespace}`, JSON.stringify(namespacesOf(language)[namespace])]),
  )
}
