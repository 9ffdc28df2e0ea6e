import { LANGUAGES, NAMESPACES, RESOURCES, ok, splitByNamespace } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import { publicRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';

const { system } = LEARNER_ENDPOINTS;

const LOCALE = { params: z.object({ language: z.enum(LANGUAGES), namespace: z.enum(NAMESPACES) }) };

/** Each language cut into its namespaces once; the strings change only with a new release. */
const NAMESPACED = Object.fromEntries(LANGUAGES.map((language) => [language, splitByNamespace(RESOURCES[language])]));

export function registerLocaleRoutes(routers: Routers): void {
  // The mini-program carries zh-CN for its pages and loads another language's namespaces here when
  // the learner picks it (the web app loads the same namespaces as static files of its build).
  publicRoute(routers, system.locale, LOCALE, async ({ params }, ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    return ok({ messages: NAMESPACED[params.language]![params.namespace] as Record<string, Record<string, unknown>> });
  });
}
