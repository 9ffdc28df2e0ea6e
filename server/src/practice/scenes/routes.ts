import { disableBodySchema, ok, scenarioBodySchema, scenarioExportQuerySchema, scenarioListQuerySchema, scenarioSimulateBodySchema } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery, uploadedFiles } from '../../http/validate.js';
import { singleFile, storeRecording, storeSceneImage } from '../files.js';
import { scenarioCategories } from '../../data/practice/scenarios.js';
import { scenarioTemplate, writeScenarioWorkbook } from './scenarioWorkbook.js';
import { createScenario, editScenario, readScenarioFile, scenarioDetail, scenarioInOrg, scenarioList, setScenarioDisabled } from './commands.js';
import { simulateScenario } from './simulate.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/admin/material/scene?name&category&status&page&rows` (admin §7). */
async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, scenarioListQuerySchema);
  ctx.body = ok(await scenarioList(callerRequest(ctx), query));
}

/** `GET api/admin/material/scene/category`: the categories in use with their counts. */
async function categories(ctx: Context): Promise<void> {
  ctx.body = ok({ rows: await scenarioCategories(ctx.deps.db, callerRequest(ctx).caller.orgId) });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `GET api/admin/material/scene/{id}/export?format=json|xlsx`: the scenario as a JSON file in the
 * documented format (docs/scenario-format.md), with its status — what `pnpm practice` and the editor
 * read — or as the Excel workbook the import reads (no special rules).
 */
async function exportFile(ctx: Context): Promise<void> {
  const { format } = parseQuery(ctx, scenarioExportQuerySchema);
  const request = callerRequest(ctx);
  const scene = await scenarioDetail(request, String(ctx.params.id));
  ctx.set('Content-Disposition', `attachment; filename="scenario-${scene.id}.${format}"`);
  if (format === 'xlsx') {
    ctx.type = XLSX;
    ctx.body = await writeScenarioWorkbook(scene.scenario, request.t);
    return;
  }
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(scene.scenario, null, 2);
}

/** `GET api/admin/material/scene/import/template`: the Excel layout with the car-sales example, in the caller's language. */
async function importTemplate(ctx: Context): Promise<void> {
  ctx.set('Content-Disposition', 'attachment; filename="scenario-import.xlsx"');
  ctx.type = XLSX;
  ctx.body = await scenarioTemplate(callerRequest(ctx).t);
}

/** `POST api/admin/material/scene/media` (multipart `file`): a scenario image; answers its `path`. */
async function media(ctx: Context): Promise<void> {
  const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.sceneImageFormat');
  ctx.body = ok({ path: await storeSceneImage(callerRequest(ctx), file) });
}

/** `POST api/admin/material/scene/recording` (multipart `file`): the excellent recording; answers its `path`. */
async function recording(ctx: Context): Promise<void> {
  const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.recordingFormat');
  ctx.body = ok({ path: await storeRecording(callerRequest(ctx), file) });
}

/**
 * `POST api/admin/material/scene/import` (multipart `file`): a scenario in the documented JSON
 * format or the Excel layout (what export writes), saved like a new scenario — refused with every
 * blocking rule's message, or each workbook problem with its sheet, row and column.
 */
async function importFile(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const input = await readScenarioFile(singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.scenarioFileInvalid'), request.t);
  const scene = await createScenario(request, input);
  ctx.body = ok({ id: scene.id, scenes: [scene] });
}

async function detail(ctx: Context): Promise<void> {
  ctx.body = ok({ scene: await scenarioDetail(callerRequest(ctx), String(ctx.params.id)) });
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, scenarioBodySchema);
  ctx.body = ok({ scene: await createScenario(callerRequest(ctx), input) });
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const scenario = await scenarioInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, scenarioBodySchema);
  ctx.body = ok({ scene: await editScenario(request, scenario, input) });
}

/** `POST api/admin/material/scene/{id}/disable` (admin §7): 1 disables; 0 enables a complete flow. */
async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const scenario = await scenarioInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableBodySchema);
  ctx.body = ok({ scene: await setScenarioDisabled(request, scenario, disabled) });
}

/** `POST api/admin/material/scene/{id}/simulate`: learner scripts through the stored flow; answers the coverage report. */
async function simulate(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  // Another organisation's scenario is not found before its scripts are even read.
  const scenario = await scenarioInOrg(request, String(ctx.params.id));
  const body = parseBody(ctx, scenarioSimulateBodySchema);
  ctx.body = ok({ report: await simulateScenario(request, scenario, body) });
}

/** Scenarios: `voicescene` (its editor `editscene` has the same rights). The editor and sessions come later. */
export function registerSceneRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/material/scene', requireFunction('voicescene'), list);
  admin.post('/api/admin/material/scene', requireFunction('voicescene'), create);
  admin.post('/api/admin/material/scene/import', requireFunction('voicescene'), importFile);
  admin.get('/api/admin/material/scene/import/template', requireFunction('voicescene'), importTemplate);
  admin.post('/api/admin/material/scene/media', requireFunction('voicescene'), media);
  admin.post('/api/admin/material/scene/recording', requireFunction('voicescene'), recording);
  admin.get('/api/admin/material/scene/category', requireFunction('voicescene'), categories);
  admin.get('/api/admin/material/scene/:id/export', requireFunction('voicescene', id), exportFile);
  admin.get('/api/admin/material/scene/:id', requireFunction('voicescene', id), detail);
  admin.put('/api/admin/material/scene/:id', requireFunction('voicescene', id), update);
  admin.post('/api/admin/material/scene/:id/disable', requireFunction('voicescene', id), disable);
  admin.post('/api/admin/material/scene/:id/simulate', requireFunction('voicescene', id), simulate);
}
