import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routesOf } from '../src/api/endpoint.js';
import { LEARNER_ENDPOINTS } from '../src/endpoints/index.js';

/**
 * Writes `src/endpoints/lazy/routes.ts`: the learner table's routes (method, path, body, encoding)
 * without its schemas, so a lazily bound client sends a call before its area's schemas are built.
 * Run after changing the learner table: `pnpm --filter @peilian/shared routes`; a test fails while the
 * file and the table differ.
 */
const target = fileURLToPath(new URL('../src/endpoints/lazy/routes.ts', import.meta.url));
const areas = Object.entries(routesOf(LEARNER_ENDPOINTS)).map(([area, calls]) => {
  const lines = Object.entries(calls).map(
    ([name, route]) =>
      `    ${name}: ${JSON.stringify(route)
        .replace(/"(\w+)":/g, '$1: ')
        .replace(/,(?=\w+: )/g, ', ')},`,
  );
  return { area, table: `export const ${area}Routes: Routes['${area}'] = {\n${lines.join('\n').replace(/^ {2}/gm, '')}\n};` };
});
writeFileSync(
  target,
  `// Written by scripts/writeLearnerRoutes.ts from the learner table; do not edit.
import type { RouteTable } from '../../api/endpoint.js';
import type { learnerEndpoints } from '../learner.js';

type Routes = RouteTable<typeof learnerEndpoints>;

// One constant an area, so a script that needs one call's route bundles that area's alone (the PWA's head start).
${areas.map(({ table }) => table).join('\n\n')}

/** Every learner call's route — no schema — so a call is sent before its area's schemas load. */
export const LEARNER_ROUTES: Routes = {
${areas.map(({ area }) => `  ${area}: ${area}Routes,`).join('\n')}
};
`,
);
