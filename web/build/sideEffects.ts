const APP_SOURCE = /[\\/]web[\\/]src[\\/].*\.tsx?$/;
/** The app's own modules whose import alone does something (the stylesheets are not TypeScript). */
const IMPORTED_FOR_EFFECT = /[\\/]web[\\/]src[\\/]app[\\/]zodWithoutEval\.ts$/;

/**
 * Whether a module's import does something beyond giving its exports. The app's TypeScript modules
 * do not (but zod's setting): an area is entered through its `index.ts`, which re-exports what other
 * areas use (docs/architecture.md, "Web areas"), and a module none of whose exports a chunk uses
 * stays out of that chunk rather than riding in with the index. Libraries and stylesheets keep the
 * bundler's own answer.
 */
export function sourceSideEffects(id: string): boolean {
  return !APP_SOURCE.test(id) || IMPORTED_FOR_EFFECT.test(id);
}
