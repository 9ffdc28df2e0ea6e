import { importFileName, ok, safeFileName } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { singleFile, uploadedFiles } from '../../http/validate.js';
import { withImportSlot } from '../../http/imports.js';
import { storeRecording, storeSceneImage } from '../files.js';
import { scenarioCategories } from '../../data/practice/scenarios.js';
import { scenarioTemplate, writeScenarioWorkbook } from './scenarioWorkbook.js';
import { createScenario, editScenario, scenarioDetail, scenarioRecord, scenarioList, setScenarioDisabled } from './commands.js';
import { checkScenarioFile, scenarioPreview, scenarioToSave } from './scenarioFile.js';
import { simulateScenario } from './simulate.js';
import { openOperation } from '../../db/operationScope.js';

const { scenes } = ADMIN_ENDPOINTS;
const SCENES = { functions: 'voicescene' };
const ID = { ...SCENES, targets: ['params.id'] };
const SCENARIO = { ...ID, load: { id: scenarioRecord } };

/** Scenarios: `voicescene` (its editor `editscene` has the same rights). */
export function registerSceneRoutes(routers: Routers): void {
  adminRoute(routers, scenes.list, SCENES, async ({ query }, request) => ok(await scenarioList(request, query())));

  adminRoute(routers, scenes.create, SCENES, async ({ body }, request) => ok({ scene: await createScenario(request, body()) }));

  registerSceneFileRoutes(routers);

  adminRoute(routers, scenes.categories, SCENES, async (_input, request) => ok({ rows: await scenarioCategories(request.deps.db, request.caller.orgId) }));

  registerScenarioRoutes(routers);
}

/** Scenario files: import (JSON or Excel) and its template, scene images and recordings. */
function registerSceneFileRoutes(routers: Routers): void {
  // A scenario in the documented JSON format or the Excel layout (what export writes): `step=preview`
  // lists every problem with where it is and writes nothing; `step=import` (the default) saves it like
  // a new scenario, refused while it has any problem.
  adminRoute(routers, scenes.import, { ...SCENES, opensOperation: true }, async ({ query }, request, ctx) =>
    withImportSlot(request, async () => {
      const check = await checkScenarioFile(request, singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.scenarioFileInvalid'));
      if (query().step === 'preview') return ok(scenarioPreview(check));
      const input = scenarioToSave(check);
      const scene = await openOperation(request.deps.db, () => createScenario(request, input));
      return ok({ id: scene.id, scenes: [scene] });
    }),
  );

  // The Excel layout with the car-sales example, in the caller's language.
  adminRoute(routers, scenes.importTemplate, SCENES, async (_input, request, ctx) =>
    download(ctx, { filename: importFileName(request.t, 'template', 'scenario'), bytes: await scenarioTemplate(request.t) }),
  );

  adminRoute(routers, scenes.media, SCENES, async (_input, request, ctx) => {
    const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.sceneImageFormat');
    return ok({ path: await storeSceneImage(request, file) });
  });

  adminRoute(routers, scenes.recording, SCENES, async (_input, request, ctx) => {
    const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.recordingFormat');
    return ok({ path: await storeRecording(request, file) });
  });
}

/** One scenario by id: export, read, edit, enable or disable, simulate. */
function registerScenarioRoutes(routers: Routers): void {
  // The scenario as a JSON file in the documented format (docs/scenario-format.md), with its status —
  // what `pnpm practice` and the editor read — or as the Excel workbook the import reads (no special
  // rules).
  adminRoute(routers, scenes.export, ID, async ({ params, query }, request, ctx) => {
    const scene = await scenarioDetail(request, params.id);
    const filename = safeFileName(scene.name, query().format);
    if (query().format === 'xlsx') return download(ctx, { filename, bytes: await writeScenarioWorkbook(scene.scenario, request.t) });
    return download(ctx, { filename, bytes: JSON.stringify(scene.scenario, null, 2) }, 'application/json');
  });

  adminRoute(routers, scenes.read, ID, async ({ params }, request) => ok({ scene: await scenarioDetail(request, params.id) }));

  adminRoute(routers, scenes.update, SCENARIO, async ({ body, records: { id: scenario } }, request) =>
    ok({ scene: await editScenario(request, scenario, body()) }),
  );

  // 1 disables; 0 enables a complete flow (admin §7).
  adminRoute(routers, scenes.disable, SCENARIO, async ({ body, records: { id: scenario } }, request) =>
    ok({ scene: await setScenarioDisabled(request, scenario, body().disabled) }),
  );

  // Learner scripts through the stored flow; answers the coverage report.
  adminRoute(routers, scenes.simulate, SCENARIO, async ({ body, records: { id: scenario } }, request) =>
    ok({ report: await simulateScenario(request, scenario, body()) }),
  );
}
