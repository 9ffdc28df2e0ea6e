import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server finds its own files. This module sits directly in `server/src/`, and the
 * compiled server (`server/dist/main.js`) directly in `server/dist/`, so one relative address
 * finds the same folder from either; every path the server derives from its own location is here.
 */
export const SERVER_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The repository root, so defaults work whichever directory the server is started from. */
export const REPO_ROOT = path.join(SERVER_ROOT, '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** Read-only files shipped with the server: built-in images, the demo media. */
export const SEED_ASSETS_DIR = path.join(SERVER_ROOT, 'src', 'seed', 'assets');
/** The documented car-sales scenario: the demo scenario and the import template. */
export const CAR_SALES_EXAMPLE = path.join(REPO_ROOT, 'docs', 'examples', 'car-sales.scenario.json');
/** The example role-play (docs/scenario-format.md §5a), seeded beside it. */
export const CAR_SALES_ROLEPLAY = path.join(REPO_ROOT, 'docs', 'examples', 'car-sales.roleplay.scenario.json');
