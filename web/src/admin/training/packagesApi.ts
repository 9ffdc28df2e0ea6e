import {
  CATALOG_TYPES,
  catalogTreeResponseSchema,
  childTaskResponseSchema,
  departmentTreeResponseSchema,
  mediaListResponseSchema,
  packageDetailResponseSchema,
  packageListResponseSchema,
  positionListResponseSchema,
  userListResponseSchema,
  type AdminChildTask,
  type AdminMedia,
  type AdminPackage,
  type AdminPackageDetail,
  type AdminUser,
  type CatalogNode,
  type DepartmentNode,
  type MediaKind,
  type PackageListResponse,
  type PositionNode,
} from '@peilian/shared';
import { api } from '../../app/services';
import type { PickerPage } from './picker/pickerSelection';
import { pickerSlice } from './picker/pickerSlice';

/**
 * The task-package admin's calls (docs/training.md "Calls"), JSON bodies, answers checked by the
 * shared schemas. Request bodies are built by the form modules and checked again by the server.
 */

const json = { json: true } as const;
const path = (id: string) => encodeURIComponent(id);

export interface PackageListParams {
  tasktype: number;
  title: string;
  publishstate: '' | number;
  page: number;
  rows: number;
}

export async function fetchPackages(params: PackageListParams): Promise<PackageListResponse> {
  return packageListResponseSchema.parse(await api.get('api/admin/task/package', { ...params }));
}

export async function fetchPackage(id: string): Promise<AdminPackageDetail> {
  return packageDetailResponseSchema.parse(await api.get(`api/admin/task/package/${path(id)}`)).package;
}

/** Creates a package (`body` as `createPackageRequestSchema` takes it) and answers its detail. */
export async function createPackage(body: Record<string, unknown>): Promise<AdminPackageDetail> {
  return packageDetailResponseSchema.parse(await api.post('api/admin/task/package', body, json)).package;
}

export async function updatePackage(id: string, body: Record<string, unknown>): Promise<AdminPackageDetail> {
  return packageDetailResponseSchema.parse(await api.put(`api/admin/task/package/${path(id)}`, body, json)).package;
}

export async function deletePackage(id: string): Promise<void> {
  await api.delete(`api/admin/task/package/${path(id)}`, {}, json);
}

export async function publishPackage(id: string, body: { mode: 'now' } | { mode: 'scheduled'; publishtime: string }): Promise<AdminPackageDetail> {
  return packageDetailResponseSchema.parse(await api.post(`api/admin/task/package/${path(id)}/publish`, body, json)).package;
}

export async function unpublishPackage(id: string): Promise<AdminPackageDetail> {
  return packageDetailResponseSchema.parse(await api.post(`api/admin/task/package/${path(id)}/unpublish`, {}, json)).package;
}

export async function createChild(packageId: string, body: Record<string, unknown>): Promise<AdminChildTask> {
  return childTaskResponseSchema.parse(await api.post(`api/admin/task/package/${path(packageId)}/child`, body, json)).child;
}

export async function updateChild(id: string, body: Record<string, unknown>): Promise<AdminChildTask> {
  return childTaskResponseSchema.parse(await api.put(`api/admin/task/child/${path(id)}`, body, json)).child;
}

export async function deleteChild(id: string): Promise<void> {
  await api.delete(`api/admin/task/child/${path(id)}`, {}, json);
}

// ---------------------------------------------------------------- the range and resource pickers

export async function fetchPositions(): Promise<PositionNode[]> {
  return positionListResponseSchema.parse(await api.get('api/admin/organization/positions')).rows;
}

export async function fetchDepartments(): Promise<DepartmentNode[]> {
  return departmentTreeResponseSchema.parse(await api.get('api/admin/organization/department')).data;
}

export function fetchUserPage(query: { page: number; rows: number; text: string; catalog: string }): Promise<PickerPage<AdminUser>> {
  return pickerSlice(query, async (page, rows) =>
    userListResponseSchema.parse(await api.get('api/admin/organization/userlist', { page, rows, name: query.text, department: query.catalog })),
  );
}

/** Packages of a task list for the front-package picker. */
export function fetchPackagePage(tasktype: number, query: { page: number; rows: number; text: string }): Promise<PickerPage<AdminPackage>> {
  return pickerSlice(query, (page, rows) => fetchPackages({ tasktype, title: query.text, publishstate: '', page, rows }));
}

export async function fetchCatalogues(kind: MediaKind): Promise<CatalogNode[]> {
  return catalogTreeResponseSchema.parse(await api.get('api/admin/material/catalog', { type: kind === 'video' ? CATALOG_TYPES.video : CATALOG_TYPES.file })).rows;
}

/** Enabled files or videos of the content library for the resource picker. */
export async function fetchMediaPage(kind: MediaKind, query: { page: number; rows: number; text: string; catalog: string }): Promise<PickerPage<AdminMedia>> {
  const answer = mediaListResponseSchema.parse(
    await api.get('api/admin/v3/media', { kind, catalogid: query.catalog, text: query.text, disabled: 0, page: query.page, rows: query.rows }),
  );
  return { rows: answer.rows, total: answer.total };
}
