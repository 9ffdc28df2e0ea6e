import { importFileName, safeFileName, type Translate } from '@peilian/shared';
import { downloadFile } from '../data/files';

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
