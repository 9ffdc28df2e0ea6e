import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { disableBodySchema, importQuerySchema, importResponseSchema } from '../../schemas/examAdmin.js';
import { customerDetailsResponseSchema, voiceDraftListenBodySchema, voiceListenBodySchema, voiceListenResponseSchema } from '../../schemas/digitalHumans.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import {
  audioFieldsSchema,
  audioListQuerySchema,
  audioListResponseSchema,
  audioResponseSchema,
  audioUpdateSchema,
  categoriesResponseSchema,
  clipListResponseSchema,
  customerBodySchema,
  customerListResponseSchema,
  customerResponseSchema,
  nameListQuerySchema,
  pageQuerySchema,
  scoringRuleBodySchema,
  scoringRuleListResponseSchema,
  scoringRuleResponseSchema,
  scoringRuleUpdateBodySchema,
  scoringRuleUpdateResponseSchema,
  scoringRuleUsageResponseSchema,
  speechBodySchema,
  speechListQuerySchema,
  speechListResponseSchema,
  speechResponseSchema,
  speechSuggestBodySchema,
  storedPathResponseSchema,
  suggestionsResponseSchema,
  voiceTemplateBodySchema,
  voiceTemplateListResponseSchema,
  voiceTemplateResponseSchema,
} from '../../schemas/practiceAdmin.js';

const SPEECH = 'api/admin/material/speech';
const VOICE = 'api/admin/voice';

/** The voice-practice libraries (docs/practice.md): speeches, customers, scoring rules, digital humans, audio; JSON bodies. */
export const speechEndpoints = {
  list: endpoint({ method: 'GET', path: SPEECH, query: speechListQuerySchema, response: speechListResponseSchema }),
  categories: endpoint({ method: 'GET', path: `${SPEECH}/category`, response: categoriesResponseSchema }),
  /** Speeches like `text` (the LLM's, else the library's), none of `exclude`: the "change batch" of the editor. */
  similarity: endpoint({ method: 'POST', path: `${SPEECH}/similarity`, body: speechSuggestBodySchema, response: suggestionsResponseSchema, json: true }),
  /** The library's keywords `text` says. */
  keywords: endpoint({ method: 'POST', path: `${SPEECH}/keywords`, body: speechSuggestBodySchema, response: suggestionsResponseSchema, json: true }),
  read: endpoint({ method: 'GET', path: `${SPEECH}/:id`, response: speechResponseSchema }),
  create: endpoint({ method: 'POST', path: SPEECH, body: speechBodySchema, response: speechResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${SPEECH}/:id`, body: speechBodySchema, response: speechResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${SPEECH}/:id/disable`, body: disableBodySchema, response: speechResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${SPEECH}/:id`, response: okResponseSchema }),
  /** An .xlsx of speeches (multipart `file`): every row previewed, then imported by the mode (1 create, 2 update, 3 both). */
  import: endpoint({ method: 'POST', path: `${SPEECH}/import`, query: importQuerySchema, response: importResponseSchema, multipart: true }),
  importTemplate: endpoint({ method: 'GET', path: `${SPEECH}/import/template`, response: fileDownloadSchema, binary: true }),
  importErrors: endpoint({ method: 'GET', path: `${SPEECH}/import/errors/:id`, response: fileDownloadSchema, binary: true }),
} as const;

export const customerEndpoints = {
  list: endpoint({ method: 'GET', path: `${VOICE}/customer`, query: nameListQuerySchema, response: customerListResponseSchema }),
  read: endpoint({ method: 'GET', path: `${VOICE}/customer/:id`, response: customerResponseSchema }),
  create: endpoint({ method: 'POST', path: `${VOICE}/customer`, body: customerBodySchema, response: customerResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${VOICE}/customer/:id`, body: customerBodySchema, response: customerResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${VOICE}/customer/:id/disable`, body: disableBodySchema, response: customerResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${VOICE}/customer/:id`, response: okResponseSchema }),
  /** The details page (`voicecustomerdetails`): its digital human, the scenarios playing it, its practice figures and common misses. */
  details: endpoint({ method: 'GET', path: `${VOICE}/customer/:id/details`, response: customerDetailsResponseSchema }),
  /** The customer's avatar image (multipart `file`). */
  avatar: endpoint({ method: 'POST', path: `${VOICE}/customer/avatar`, response: storedPathResponseSchema, multipart: true }),
} as const;

export const scoringRuleEndpoints = {
  list: endpoint({ method: 'GET', path: `${VOICE}/scorerule`, query: nameListQuerySchema, response: scoringRuleListResponseSchema }),
  read: endpoint({ method: 'GET', path: `${VOICE}/scorerule/:id`, response: scoringRuleResponseSchema }),
  create: endpoint({ method: 'POST', path: `${VOICE}/scorerule`, body: scoringRuleBodySchema, response: scoringRuleResponseSchema, json: true }),
  /** `rescore: true` re-scores the finished sessions of the scenarios using the rule (a completed appeal's session is left). */
  update: endpoint({ method: 'PUT', path: `${VOICE}/scorerule/:id`, body: scoringRuleUpdateBodySchema, response: scoringRuleUpdateResponseSchema, json: true }),
  /** The details page (`ruledetails`): the scenarios and task packages using the rule, the finished sessions it scores. */
  usage: endpoint({ method: 'GET', path: `${VOICE}/scorerule/:id/usage`, response: scoringRuleUsageResponseSchema }),
  disable: endpoint({ method: 'POST', path: `${VOICE}/scorerule/:id/disable`, body: disableBodySchema, response: scoringRuleResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${VOICE}/scorerule/:id`, response: okResponseSchema }),
} as const;

const HUMAN = `${VOICE}/digitalhuman`;

export const digitalHumanEndpoints = {
  list: endpoint({ method: 'GET', path: HUMAN, query: nameListQuerySchema, response: voiceTemplateListResponseSchema }),
  create: endpoint({ method: 'POST', path: HUMAN, body: voiceTemplateBodySchema, response: voiceTemplateResponseSchema, json: true }),
  /** With the synthesis progress, polled while `synthesize` runs. */
  read: endpoint({ method: 'GET', path: `${HUMAN}/:id`, response: voiceTemplateResponseSchema }),
  update: endpoint({ method: 'PUT', path: `${HUMAN}/:id`, body: voiceTemplateBodySchema, response: voiceTemplateResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${HUMAN}/:id/disable`, body: disableBodySchema, response: voiceTemplateResponseSchema, json: true }),
  /** Starts voicing every scripted line in the background. */
  synthesize: endpoint({ method: 'POST', path: `${HUMAN}/:id/synthesize`, response: voiceTemplateResponseSchema }),
  /** The lines voiced so far. */
  clips: endpoint({ method: 'GET', path: `${HUMAN}/:id/clips`, query: pageQuerySchema, response: clipListResponseSchema }),
  remove: endpoint({ method: 'DELETE', path: `${HUMAN}/:id`, response: okResponseSchema }),
  /** The stored template says `text` (else its example): answers the voice file to fetch with `voice`. */
  listen: endpoint({ method: 'POST', path: `${HUMAN}/:id/listen`, body: voiceListenBodySchema, response: voiceListenResponseSchema, json: true }),
  /** The same for a template being written, not yet saved (the editor's voice fields). */
  listenDraft: endpoint({ method: 'POST', path: `${HUMAN}/listen`, body: voiceDraftListenBodySchema, response: voiceListenResponseSchema, json: true }),
  /** A voice file a listen answered (audio/mpeg, with Range), the caller's organisation's only. */
  voice: endpoint({ method: 'GET', path: `${HUMAN}/voice/:key`, response: fileDownloadSchema, binary: true }),
} as const;

const AUDIO = `${VOICE}/audio`;

/** Background audio and ringtones of scenarios. */
export const practiceAudioEndpoints = {
  list: endpoint({ method: 'GET', path: AUDIO, query: audioListQuerySchema, response: audioListResponseSchema }),
  /** The fields with the wav in `file` (multipart). */
  create: endpoint({ method: 'POST', path: AUDIO, body: audioFieldsSchema, response: audioResponseSchema, multipart: true }),
  read: endpoint({ method: 'GET', path: `${AUDIO}/:id`, response: audioResponseSchema }),
  update: endpoint({ method: 'PUT', path: `${AUDIO}/:id`, body: audioUpdateSchema, response: audioResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${AUDIO}/:id/disable`, body: disableBodySchema, response: audioResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${AUDIO}/:id`, response: okResponseSchema }),
  /** The wav itself, to listen to: fetched with the admin's headers (its stored address answers 404). */
  file: endpoint({ method: 'GET', path: `${AUDIO}/:id/file`, response: fileDownloadSchema, binary: true }),
} as const;
