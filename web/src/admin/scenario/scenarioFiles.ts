import { importFileName, safeFileName, type AdminScenario, type ScenarioImportPreview, type Translate } from '@peilian/shared';
import { adminUpload, downloadFile } from '../data/files';

/**
 * The scenario files the list offers, saved under the names the server gives them (the scenario's
 * own name): the documented JSON, the Excel workbook the import reads, and its template.
 */

/** `GET scene/{id}/export`: the scenario file in the documented format, indented for reading. */
export async function exportScenario(scene: { id: string; name: string }): Promise<void> {
  await downloadFile('scenes', 'export', { id: scene.id }, safeFileName(scene.name, 'json'));
}

/** `GET scene/{id}/export?format=xlsx`: the scenario as the Excel workbook the import reads. */
export async function exportScenarioWorkbook(scene: { id: string; name: string }): Promise<void> {
  await downloadFile('scenes', 'export', { id: scene.id, format: 'xlsx' }, safeFileName(scene.name, 'xlsx'));
}

/** `GET scene/import/template`: the Excel import layout with the car-sales example. */
export async function downloadScenarioTemplate(t: Translate): Promise<void> {
  await downloadFile('scenes', 'importTemplate', {}, importFileName(t, 'template', 'scenario'));
}

/** A scenario file the import takes: JSON in the documented format or the Excel layout (the server tells them by their bytes). */
export function isScenarioFileName(name: string): boolean {
  return /\.(json|xlsx)$/i.test(name.trim());
}

/** `POST scene/import?step=preview`: every problem of the file with where it is; nothing is written. */
export async function previewScenarioFile(file: File, onProgress: (percent: number) => void): Promise<ScenarioImportPreview> {
  const answer = await adminUpload('scenes', 'import', file, { query: { step: 'preview' }, onProgress });
  if (!('step' in answer)) throw new Error('the scenario import answered an import to a preview');
  return answer;
}

/** `POST scene/import?step=import`: the file saved as a new scenario. */
export async function importScenarioFile(file: File, onProgress: (percent: number) => void): Promise<AdminScenario> {
  const answer = await adminUpload('scenes', 'import', file, { query: { step: 'import' }, onProgress });
  if ('step' in answer) throw new Error('the scenario import answered a preview to an import');
  return answer.scenes[0]!;
}
