import type { MessageKey } from '../messages.js';

/** The user agreement and privacy policy's paragraphs, in the order every surface shows them. */
export const TERMS_PARAGRAPHS = [
  'terms.intro',
  'terms.collect',
  'terms.voice',
  'terms.device',
  'terms.use',
  'terms.account',
  'terms.minors',
  'terms.storage',
  'terms.rights',
  'terms.disputes',
] as const satisfies readonly MessageKey[];
