import { endpoint } from '../../api/endpoint.js';
import { disableBodySchema } from '../../schemas/examAdmin.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import {
  categoriesResponseSchema,
  scenarioBodySchema,
  scenarioExportQuerySchema,
  scenarioImportAnswerSchema,
  scenarioImportQuerySchema,
  scenarioListQuerySchema,
  scenarioListResponseSchema,
  scenarioResponseSchema,
  storedPathResponseSchema,
} from '../../schemas/practiceAdmin.js';
import { scenarioLatencyQuerySchema, scenarioLatencyResponseSchema, sessionLatencyResponseSchema } from '../../schemas/practiceLatency.js';
import { scenarioSimulateBodySchema, scenarioSimulateResponseSchema } from '../../schemas/scenarioSimulate.js';

const SCENE = 'api/admin/material/scene';

/** Practice scenarios (docs/practice.md); the flow document travels as JSON. */
export const sceneEndpoints = {
  list: endpoint({ method: 'GET', path: SCENE, query: scenarioListQuerySchema, response: scenarioListResponseSchema }),
  categories: endpoint({ method: 'GET', path: `${SCENE}/category`, response: categoriesResponseSchema }),
  read: endpoint({ method: 'GET', path: `${SCENE}/:id`, response: scenarioResponseSchema }),
  create: endpoint({ method: 'POST', path: SCENE, body: scenarioBodySchema, response: scenarioResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${SCENE}/:id`, body: scenarioBodySchema, response: scenarioResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${SCENE}/:id/disable`, body: disableBodySchema, response: scenarioResponseSchema, json: true }),
  simulate: endpoint({ method: 'POST', path: `${SCENE}/:id/simulate`, body: scenarioSimulateBodySchema, response: scenarioSimulateResponseSchema, json: true }),
  /** The JSON document; with `format=xlsx` the workbook. */
  export: endpoint({ method: 'GET', path: `${SCENE}/:id/export`, query: scenarioExportQuerySchema, response: fileDownloadSchema, binary: true }),
  importTemplate: endpoint({ method: 'GET', path: `${SCENE}/import/template`, response: fileDownloadSchema, binary: true }),
  /** A scenario file, JSON or the Excel layout (multipart `file`): `step=preview` lists every problem, `step=import` (default) saves it. */
  import: endpoint({ method: 'POST', path: `${SCENE}/import`, query: scenarioImportQuerySchema, response: scenarioImportAnswerSchema, multipart: true }),
  /** A scenario image (multipart `file`). */
  media: endpoint({ method: 'POST', path: `${SCENE}/media`, response: storedPathResponseSchema, multipart: true }),
  /** The excellent recording (multipart `file`). */
  recording: endpoint({ method: 'POST', path: `${SCENE}/recording`, response: storedPathResponseSchema, multipart: true }),
} as const;

/** Where the time of a practice turn went, per scenario and per session. */
export const latencyEndpoints = {
  scenario: endpoint({ method: 'GET', path: `${SCENE}/:id/latency`, query: scenarioLatencyQuerySchema, response: scenarioLatencyResponseSchema }),
  session: endpoint({ method: 'GET', path: `${SCENE}/session/:sessionId/latency`, response: sessionLatencyResponseSchema }),
} as const;
