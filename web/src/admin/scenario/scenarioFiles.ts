import { ADMIN_ENDPOINTS, adminUrl } from '../api';
import { adminDownload, downloadFile, saveBlob } from '../data/files';

/** The scenario files the list offers: the documented JSON, the Excel workbook the import reads, and its template. */

/** `GET scene/{id}/export`: the scenario file in the documented format, indented for reading. */
export async function exportScenario(id: string): Promise<void> {
  const document: unknown = JSON.parse(await (await adminDownload(adminUrl(ADMIN_ENDPOINTS.scenes.export, { id }))).text());
  saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), `scenario-${id}.json`);
}

/** `GET scene/{id}/export?format=xlsx`: the scenario as the Excel workbook the import reads. */
export async function exportScenarioWorkbook(id: string): Promise<void> {
  await downloadFile(adminUrl(ADMIN_ENDPOINTS.scenes.export, { id }, { format: 'xlsx' }), `scenario-${id}.xlsx`);
}

/** `GET scene/import/template`: the Excel import layout with the car-sales example. */
export async function downloadScenarioTemplate(): Promise<void> {
  await downloadFile(adminUrl(ADMIN_ENDPOINTS.scenes.importTemplate, {}), 'scenario-import.xlsx');
}
