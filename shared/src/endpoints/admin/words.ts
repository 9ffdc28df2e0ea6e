import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { importResponseSchema } from '../../schemas/examAdmin.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import {
  hotWordBodySchema,
  hotWordListQuerySchema,
  hotWordListResponseSchema,
  hotWordResponseSchema,
  hotWordSettingResponseSchema,
  hotWordSettingSchema,
  pinyinBodySchema,
  pinyinResponseSchema,
  statusQuerySchema,
  synonymBatchSetResponseSchema,
  synonymBatchSetSchema,
  synonymBodySchema,
  synonymImportQuerySchema,
  synonymListQuerySchema,
  synonymListResponseSchema,
  synonymRelateSchema,
  synonymResponseSchema,
  wordsBodySchema,
  wordResponseSchema,
  wordsResponseSchema,
} from '../../schemas/practiceWords.js';

const ORG = 'api/admin/organization';

/** Hot words of speech recognition; `status` toggles by query (0 enable, 1 disable); JSON bodies. */
export const hotWordEndpoints = {
  list: endpoint({ method: 'GET', path: `${ORG}/hotword`, query: hotWordListQuerySchema, response: hotWordListResponseSchema }),
  /** Before `hotword/:id`: whether the hot words go to the recogniser and correct what was heard. */
  setting: endpoint({ method: 'GET', path: `${ORG}/hotword/setting`, response: hotWordSettingResponseSchema }),
  saveSetting: endpoint({ method: 'PUT', path: `${ORG}/hotword/setting`, body: hotWordSettingSchema, response: hotWordSettingResponseSchema, json: true }),
  read: endpoint({ method: 'GET', path: `${ORG}/hotword/:id`, response: hotWordResponseSchema }),
  create: endpoint({ method: 'POST', path: `${ORG}/hotword`, body: hotWordBodySchema, response: hotWordResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${ORG}/hotword/:id`, body: hotWordBodySchema, response: hotWordResponseSchema, json: true }),
  status: endpoint({ method: 'PUT', path: `${ORG}/hotword/:id/disable`, query: statusQuerySchema, response: hotWordResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${ORG}/hotword/:id`, response: okResponseSchema }),
  pinyin: endpoint({ method: 'POST', path: `${ORG}/hotword/pinyin`, body: pinyinBodySchema, response: pinyinResponseSchema, json: true }),
} as const;

export const synonymEndpoints = {
  list: endpoint({ method: 'GET', path: `${ORG}/synonyms`, query: synonymListQuerySchema, response: synonymListResponseSchema }),
  read: endpoint({ method: 'GET', path: `${ORG}/synonyms/:id`, response: synonymResponseSchema }),
  create: endpoint({ method: 'POST', path: `${ORG}/synonyms`, body: synonymBodySchema, response: synonymResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${ORG}/synonyms/:id`, body: synonymBodySchema, response: synonymResponseSchema, json: true }),
  status: endpoint({ method: 'PUT', path: `${ORG}/synonyms/:id/disable`, query: statusQuerySchema, response: synonymResponseSchema, json: true }),
  /** Before `synonyms/:id`: turns the chosen groups on or off at once (all or none). */
  batchSet: endpoint({ method: 'PUT', path: `${ORG}/synonyms/batchset`, body: synonymBatchSetSchema, response: synonymBatchSetResponseSchema, json: true }),
  relate: endpoint({ method: 'PUT', path: `${ORG}/synonyms/:id/relate`, body: synonymRelateSchema, response: synonymResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${ORG}/synonyms/:id`, response: okResponseSchema }),
  /** An .xlsx of base words and synonyms (multipart `file`): previewed, then imported. */
  import: endpoint({ method: 'POST', path: `${ORG}/synonyms/import`, query: synonymImportQuerySchema, response: importResponseSchema, multipart: true }),
  importTemplate: endpoint({ method: 'GET', path: `${ORG}/synonyms/import/template`, response: fileDownloadSchema, binary: true }),
  importErrors: endpoint({ method: 'GET', path: `${ORG}/synonyms/import/errors/:id`, response: fileDownloadSchema, binary: true }),
} as const;

/** The sensitive and polite word libraries (`kind`), each saved whole; one word of either is read or toggled by its id. */
export const wordLibraryEndpoints = {
  read: endpoint({ method: 'GET', path: 'api/admin/system/setting/words/:kind', response: wordsResponseSchema }),
  save: endpoint({ method: 'PUT', path: 'api/admin/system/setting/words/:kind', body: wordsBodySchema, response: wordsResponseSchema, json: true }),
  word: endpoint({ method: 'GET', path: `${ORG}/sensitiveword/:id`, response: wordResponseSchema }),
  wordStatus: endpoint({ method: 'PUT', path: `${ORG}/sensitiveword/:id/disable`, query: statusQuerySchema, response: wordResponseSchema, json: true }),
} as const;
