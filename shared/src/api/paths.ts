/**
 * Calls whose bodies are JSON rather than form-encoded (the spec's "configured list"). Nested
 * payloads — exam answers, papers, scenario flows, settings — cannot travel as flat forms.
 */
export const JSON_PATHS: readonly (string | RegExp)[] = [
  /^api\/trainning\/v3\/exampaper\/[^/]+\/(save|submit)$/,
  /^api\/admin\/study\/paper(\/[^/]+)?$/,
  /^api\/admin\/material\/scene(\/[^/]+)?$/,
  /^api\/admin\/system\/setting\//,
  /^api\/trainning\/v3\/mediatask\//,
];
