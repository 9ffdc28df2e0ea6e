/**
 * What other domains may use of faq: the bank's own create command (the assistant's generated FAQs
 * are accepted through it). Whatever one comes to need is exported here, and only here
 * (docs/architecture.md, "Server domains").
 */
export { createFaq } from './bank/commands.js';
