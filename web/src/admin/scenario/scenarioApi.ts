import type { dialogue } from '@peilian/shared';
import type { AdminScenario, ScenarioBody } from '@peilian/shared';
import { requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';
import { ADMIN_ENDPOINTS, adminApi, adminUrl } from '../api';
import { download } from '../exam/importWizard';

/** The scene calls of the back office (docs/practice.md) through the admin endpoint table. */

export interface ScenarioQuery {
  name: string;
  category: string;
  status: '' | dialogue.ScenarioStatus;
  page: number;
  rows: number;
}

export const fetchScenarios = (query: ScenarioQuery) => adminApi.scenes.list(query);

export async function fetchScenarioCategories(): Promise<string[]> {
  return (await adminApi.scenes.categories()).rows.map((row) => row.name);
}

export async function fetchScenario(id: string): Promise<AdminScenario> {
  return (await adminApi.scenes.read({ id })).scene;
}

/** `POST scene/{id}/disable`: 1 disables; 0 enables a complete flow (else the server's refusal). */
export async function setScenarioDisabled(id: string, disabled: 0 | 1): Promise<AdminScenario> {
  return (await adminApi.scenes.disable({ id }, { disabled })).scene;
}

/** `PUT scene/{id}`: the edited document with the scene's library references as loaded. */
export async function saveScenario(scene: AdminScenario, scenario: dialogue.Scenario): Promise<AdminScenario> {
  const body: ScenarioBody = {
    scenario,
    customerid: scene.customerid,
    scoringruleid: scene.scoringruleid,
    bgmid: scene.bgmid,
    ringtoneid: scene.ringtoneid,
    images: scene.images,
    excellentrecording: scene.excellentrecording,
    excellentdescription: scene.excellentdescription,
  };
  return (await adminApi.scenes.update({ id: scene.id }, body)).scene;
}

/** `POST scene`: a new scenario (saved as a draft while its flow is incomplete). */
export async function createScenario(scenario: dialogue.Scenario): Promise<AdminScenario> {
  return (await adminApi.scenes.create({}, { scenario })).scene;
}

/** `GET scene/{id}/export`: the scenario file in the documented format, offered as a download. */
export async function exportScenario(id: string): Promise<void> {
  const document = await adminApi.scenes.export({ id });
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: `scenario-${id}.json` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `GET scene/{id}/export?format=xlsx`: the scenario as the Excel workbook the import reads. */
export function exportScenarioWorkbook(id: string): Promise<void> {
  return download(adminUrl(ADMIN_ENDPOINTS.scenes.export, { id }, { format: 'xlsx' }), `scenario-${id}.xlsx`);
}

/** `GET scene/import/template`: the Excel import layout with the car-sales example. */
export function downloadScenarioTemplate(): Promise<void> {
  return download(adminUrl(ADMIN_ENDPOINTS.scenes.importTemplate, {}), 'scenario-import.xlsx');
}

/** `POST scene/import` (multipart `file`): a scenario file, JSON in the documented format or the Excel layout; refused with every blocking rule or workbook problem. */
export async function importScenario(file: File): Promise<AdminScenario[]> {
  const { import: scenarioImport } = ADMIN_ENDPOINTS.scenes;
  const answer = await uploadFile<unknown>({ url: adminUrl(scenarioImport, {}), file, fileName: file.name, headers: requestHeaders() });
  return scenarioImport.response.parse(answer).scenes;
}

/** Speeches of the library whose text contains `text` (the customer-line picker; `voicescene` may read them). */
export async function searchSpeeches(text: string): Promise<{ id: string; text: string }[]> {
  const answer = await adminApi.speeches.list({ text, disabled: 0, page: 1, rows: 30 });
  return answer.rows.map(({ id, text: line }) => ({ id, text: line }));
}

/** One speech by id, for the picker's current choice. */
export async function fetchSpeechText(id: string): Promise<string> {
  return (await adminApi.speeches.read({ id })).speech.text;
}
