import {
  categoriesResponseSchema,
  customerListResponseSchema,
  customerResponseSchema,
  speechListResponseSchema,
  speechResponseSchema,
  voiceTemplateListResponseSchema,
  type AdminCustomer,
  type AdminSpeech,
  type AdminVoiceTemplate,
  type CustomerBody,
  type SpeechBody,
} from '@peilian/shared';
import { api, requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';

/** The voice-practice library calls (docs/practice.md), answers checked by the shared schemas. */

const json = { json: true };
type Disabled = '' | 0 | 1;

export interface SpeechQuery {
  text: string;
  category: string;
  difficulty: '' | number;
  emotion: '' | number;
  disabled: Disabled;
  page: number;
  rows: number;
}

export async function fetchSpeeches(query: SpeechQuery) {
  return speechListResponseSchema.parse(await api.get('api/admin/material/speech', { ...query }));
}

export async function fetchSpeechCategories(): Promise<{ name: string; count: number }[]> {
  return categoriesResponseSchema.parse(await api.get('api/admin/material/speech/category')).rows;
}

export async function saveSpeech(id: string, body: SpeechBody): Promise<AdminSpeech> {
  const response = id ? await api.put(`api/admin/material/speech/${id}`, { ...body }, json) : await api.post('api/admin/material/speech', { ...body }, json);
  return speechResponseSchema.parse(response).speech;
}

export async function setSpeechDisabled(id: string, disabled: 0 | 1): Promise<AdminSpeech> {
  return speechResponseSchema.parse(await api.post(`api/admin/material/speech/${id}/disable`, { disabled }, json)).speech;
}

export async function deleteSpeech(id: string): Promise<void> {
  await api.delete(`api/admin/material/speech/${id}`);
}

export interface NameQuery {
  name: string;
  disabled: Disabled;
  page: number;
  rows: number;
}

export async function fetchCustomers(query: NameQuery) {
  return customerListResponseSchema.parse(await api.get('api/admin/voice/customer', { ...query }));
}

export async function saveCustomer(id: string, body: CustomerBody): Promise<AdminCustomer> {
  const response = id ? await api.put(`api/admin/voice/customer/${id}`, { ...body }, json) : await api.post('api/admin/voice/customer', { ...body }, json);
  return customerResponseSchema.parse(response).customer;
}

export async function setCustomerDisabled(id: string, disabled: 0 | 1): Promise<AdminCustomer> {
  return customerResponseSchema.parse(await api.post(`api/admin/voice/customer/${id}/disable`, { disabled }, json)).customer;
}

export async function deleteCustomer(id: string): Promise<void> {
  await api.delete(`api/admin/voice/customer/${id}`);
}

/** `POST api/admin/voice/customer/avatar` (multipart `file`): the stored path for `avatar`. */
export async function uploadCustomerAvatar(image: Blob, fileName: string): Promise<string> {
  const answer = await uploadFile<{ path?: unknown }>({ url: '/api/admin/voice/customer/avatar', file: image, fileName, headers: requestHeaders() });
  if (typeof answer.path !== 'string') throw new Error('avatar path missing');
  return answer.path;
}

/** The digital humans a customer may speak with (the enabled ones, first page of 100). */
export async function fetchDigitalHumans(): Promise<AdminVoiceTemplate[]> {
  return voiceTemplateListResponseSchema.parse(await api.get('api/admin/voice/digitalhuman', { name: '', disabled: 0, page: 1, rows: 100 })).rows;
}
