import type { AdminCustomer, AdminSpeech, AdminVoiceTemplate, CustomerBody, SpeechBody } from '@peilian/shared';
import { requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';
import { ADMIN_ENDPOINTS, adminApi, adminUrl } from '../api';

/** The voice-practice library calls (docs/practice.md) through the admin endpoint table. */

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

export const fetchSpeeches = (query: SpeechQuery) => adminApi.speeches.list(query);

export async function fetchSpeechCategories(): Promise<{ name: string; count: number }[]> {
  return (await adminApi.speeches.categories()).rows;
}

export async function saveSpeech(id: string, body: SpeechBody): Promise<AdminSpeech> {
  const response = id ? await adminApi.speeches.update({ id }, body) : await adminApi.speeches.create({}, body);
  return response.speech;
}

export async function setSpeechDisabled(id: string, disabled: 0 | 1): Promise<AdminSpeech> {
  return (await adminApi.speeches.disable({ id }, { disabled })).speech;
}

export async function deleteSpeech(id: string): Promise<void> {
  await adminApi.speeches.remove({ id });
}

export interface NameQuery {
  name: string;
  disabled: Disabled;
  page: number;
  rows: number;
}

export const fetchCustomers = (query: NameQuery) => adminApi.customers.list(query);

export async function saveCustomer(id: string, body: CustomerBody): Promise<AdminCustomer> {
  const response = id ? await adminApi.customers.update({ id }, body) : await adminApi.customers.create({}, body);
  return response.customer;
}

export async function setCustomerDisabled(id: string, disabled: 0 | 1): Promise<AdminCustomer> {
  return (await adminApi.customers.disable({ id }, { disabled })).customer;
}

export async function deleteCustomer(id: string): Promise<void> {
  await adminApi.customers.remove({ id });
}

/** `POST api/admin/voice/customer/avatar` (multipart `file`): the stored path for `avatar`. */
export async function uploadCustomerAvatar(image: Blob, fileName: string): Promise<string> {
  const { avatar } = ADMIN_ENDPOINTS.customers;
  const answer = await uploadFile<unknown>({ url: adminUrl(avatar, {}), file: image, fileName, headers: requestHeaders() });
  return avatar.response.parse(answer).path;
}

/** The digital humans a customer may speak with (the enabled ones, first page of 100). */
export async function fetchDigitalHumans(): Promise<AdminVoiceTemplate[]> {
  return (await adminApi.digitalHumans.list({ name: '', disabled: 0, page: 1, rows: 100 })).rows;
}
