import type { dialogue } from '@peilian/shared';
import { categoriesResponseSchema, scenarioListResponseSchema, scenarioResponseSchema, speechListResponseSchema, speechResponseSchema, type AdminScenario, type ScenarioBody } from '@peilian/shared';
import { api, requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';
import { download } from '../exam/importWizard';

/** The scene calls of the back office (docs/practice.md), answers checked by the shared schemas. */

const json = { json: true };

export interface ScenarioQuery {
  name: string;
  category: string;
  status: '' | dialogue.ScenarioStatus;
  page: number;
  rows: number;
}

export async function fetchScenarios(query: ScenarioQuery) {
  return scenarioListResponseSchema.parse(await api.get('api/admin/material/scene', { ...query }));
}

export async function fetchScenarioCategories(): Promise<string[]> {
  return categoriesResponseSchema.parse(await api.get('api/admin/material/scene/category')).rows.map((row) => row.name);
}

export async function fetchScenario(id: string): Promise<AdminScenario> {
  return scenarioResponseSchema.parse(await api.get(`api/admin/material/scene/${encodeURIComponent(id)}`)).scene;
}

/** `POST scene/{id}/disable`: 1 disables; 0 enables a complete flow (else the server's refusal). */
export async function setScenarioDisabled(id: string, disabled: 0 | 1): Promise<AdminScenario> {
  return scenarioResponseSchema.parse(await api.post(`api/admin/material/scene/${encodeURIComponent(id)}/disable`, { disabled }, json)).scene;
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
  return scenarioResponseSchema.parse(await api.put(`api/admin/material/scene/${encodeURIComponent(scene.id)}`, { ...body }, json)).scene;
}

/** `POST scene`: a new scenario (saved as a draft while its flow is incomplete). */
export async function createScenario(scenario: dialogue.Scenario): Promise<AdminScenario> {
  return scenarioResponseSchema.parse(await api.post('api/admin/material/scene', { scenario }, json)).scene;
}

/** `GET scene/{id}/export`: the scenario file in the documented format, offered as a download. */
export async function exportScenario(id: string): Promise<void> {
  const document: unknown = await api.get(`api/admin/material/scene/${encodeURIComponent(id)}/export`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: `scenario-${id}.json` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `GET scene/{id}/export?format=xlsx`: the scenario as the Excel workbook the import reads. */
export function exportScenarioWorkbook(id: string): Promise<void> {
  return download(`/api/admin/material/scene/${encodeURIComponent(id)}/export?format=xlsx`, `scenario-${id}.xlsx`);
}

/** `GET scene/import/template`: the Excel import layout with the car-sales example. */
export function downloadScenarioTemplate(): Promise<void> {
  return download('/api/admin/material/scene/import/template', 'scenario-import.xlsx');
}

/** `POST scene/import` (multipart `file`): a scenario file, JSON in the documented format or the Excel layout; refused with every blocking rule or workbook problem. */
export async function importScenario(file: File): Promise<AdminScenario[]> {
  const answer = await uploadFile<{ scenes?: unknown }>({ url: '/api/admin/material/scene/import', file, fileName: file.name, headers: requestHeaders() });
  return scenarioListResponseSchema.shape.rows.parse(answer.scenes);
}

/** Speeches of the library whose text contains `text` (the customer-line picker; `voicescene` may read them). */
export async function searchSpeeches(text: string): Promise<{ id: string; text: string }[]> {
  const answer = speechListResponseSchema.parse(await api.get('api/admin/material/speech', { text, disabled: 0, page: 1, rows: 30 }));
  return answer.rows.map(({ id, text: line }) => ({ id, text: line }));
}

/** One speech by id, for the picker's current choice. */
export async function fetchSpeechText(id: string): Promise<string> {
  return speechResponseSchema.parse(await api.get(`api/admin/material/speech/${encodeURIComponent(id)}`)).speech.text;
}
