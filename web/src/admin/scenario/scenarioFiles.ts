import { ADMIN_ENDPOINTS, adminUrl } from '../api';
import { adminDownload } from '../data/files';

/** The scenario files the list offers: the documented JSON, the Excel workbook the import reads, and its template. */

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the blob after the click returns; freeing it at once can cut the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `GET scene/{id}/export`: the scenario file in the documented format, indented for reading. */
export async function exportScenario(id: string): Promise<void> {
  const document: unknown = JSON.parse(await (await adminDownload(adminUrl(ADMIN_ENDPOINTS.scenes.export, { id }))).text());
  save(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), `scenario-${id}.json`);
}

/** `GET scene/{id}/export?format=xlsx`: the scenario as the Excel workbook the import reads. */
export async function exportScenarioWorkbook(id: string): Promise<void> {
  save(await adminDownload(adminUrl(ADMIN_ENDPOINTS.scenes.export, { id }, { format: 'xlsx' })), `scenario-${id}.xlsx`);
}

/** `GET scene/import/template`: the Excel import layout with the car-sales example. */
export async function downloadScenarioTemplate(): Promise<void> {
  save(await adminDownload(adminUrl(ADMIN_ENDPOINTS.scenes.importTemplate, {})), 'scenario-import.xlsx');
}
