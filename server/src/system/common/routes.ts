import { COMMON_LISTS, createTranslator, LANGUAGE_LABELS, LANGUAGES, ok, type CommonList, type Language } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import { requestLanguage } from '../../errors/errorHandler.js';
import { publicRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';

const { system } = LEARNER_ENDPOINTS;

/** Another name names no list: not found, as an unknown path is. */
const NAMED = { params: z.object({ name: z.enum(COMMON_LISTS) }) };

/** Each list's entries in a language: the value a form sends and its label. */
const LISTS: Record<CommonList, (language: Language) => { value: string; label: string }[]> = {
  // The registration form sends a business type as its 1-based place in the list (`register.businessTypes`).
  businesstype: (language) =>
    createTranslator(language)('register.businessTypes')
      .split(/[,，]/)
      .map((label, i) => ({ value: String(i + 1), label })),
  language: () => LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] })),
};

/** `GET api/common/{name}` (learner §7): a named public list, before anyone signs in. */
export function registerCommonListRoutes(routers: Routers): void {
  publicRoute(routers, system.commonList, NAMED, async ({ params }, ctx) => {
    const language = requestLanguage(ctx);
    ctx.set('Vary', 'Accept-Language');
    return ok({ name: params.name, rows: LISTS[params.name](language) });
  });
}
