import {
  CATALOG_TYPES,
  type AdminChildTask,
  type AdminMedia,
  type AdminPackage,
  type AdminPackageDetail,
  type CatalogNode,
  type DepartmentNode,
  type MediaKind,
  type PackageListResponse,
  type PickerUser,
  type PositionNode,
} from '@peilian/shared';
import { ADMIN_ENDPOINTS, adminApi, adminUrl } from '../api';
import { download } from '../exam/importWizard';
import type { PickerPage } from './picker/pickerSelection';
import { pickerSlice } from './picker/pickerSlice';

/**
 * The task-package admin's calls (docs/training.md "Calls") through the admin endpoint table.
 * Request bodies are built by the form modules and checked again by the server.
 */

/** A package's body as `createPackageRequestSchema` takes it (the update takes the same without tasktype). */
export type PackageBody = Parameters<typeof adminApi.packages.create>[1];
/** A child task's body as `childTaskRequestSchema` takes it. */
export type ChildBody = Parameters<typeof adminApi.children.update>[1];

export interface PackageListParams {
  tasktype: number;
  title: string;
  publishstate: '' | number;
  page: number;
  rows: number;
}

export async function fetchPackages(params: PackageListParams): Promise<PackageListResponse> {
  return adminApi.packages.list(params);
}

/** Downloads the task list under its filters as an .xlsx. */
export function exportPackages({ tasktype, title, publishstate }: Pick<PackageListParams, 'tasktype' | 'title' | 'publishstate'>): Promise<void> {
  return download(adminUrl(ADMIN_ENDPOINTS.packages.export, {}, { tasktype, title, publishstate }), 'task-packages.xlsx');
}

export async function fetchPackage(id: string): Promise<AdminPackageDetail> {
  return (await adminApi.packages.read({ id })).package;
}

/** Creates a package (`body` as `createPackageRequestSchema` takes it) and answers its detail. */
export async function createPackage(body: PackageBody): Promise<AdminPackageDetail> {
  return (await adminApi.packages.create({}, body)).package;
}

export async function updatePackage(id: string, body: Omit<PackageBody, 'tasktype'>): Promise<AdminPackageDetail> {
  return (await adminApi.packages.update({ id }, body)).package;
}

export async function deletePackage(id: string): Promise<void> {
  await adminApi.packages.remove({ id });
}

export async function publishPackage(id: string, body: { mode: 'now' } | { mode: 'scheduled'; publishtime: string }): Promise<AdminPackageDetail> {
  return (await adminApi.packages.publish({ id }, body)).package;
}

export async function unpublishPackage(id: string): Promise<AdminPackageDetail> {
  return (await adminApi.packages.unpublish({ id })).package;
}

export async function createChild(packageId: string, body: ChildBody): Promise<AdminChildTask> {
  return (await adminApi.packages.addChild({ id: packageId }, body)).child;
}

export async function updateChild(id: string, body: ChildBody): Promise<AdminChildTask> {
  return (await adminApi.children.update({ id }, body)).child;
}

export async function deleteChild(id: string): Promise<void> {
  await adminApi.children.remove({ id });
}

// ---------------------------------------------------------------- the range and resource pickers

export async function fetchPositions(): Promise<PositionNode[]> {
  return (await adminApi.positions.tree()).rows;
}

export async function fetchDepartments(): Promise<DepartmentNode[]> {
  return (await adminApi.departments.tree()).data;
}

export function fetchUserPage(query: { page: number; rows: number; text: string; catalog: string }): Promise<PickerPage<PickerUser>> {
  return pickerSlice(query, (page, rows) => adminApi.users.picker({ page, rows, name: query.text, department: query.catalog }));
}

/** Packages of a task list for the front-package picker. */
export function fetchPackagePage(tasktype: number, query: { page: number; rows: number; text: string }): Promise<PickerPage<AdminPackage>> {
  return pickerSlice(query, (page, rows) => fetchPackages({ tasktype, title: query.text, publishstate: '', page, rows }));
}

export async function fetchCatalogues(kind: MediaKind): Promise<CatalogNode[]> {
  return (await adminApi.catalogs.tree({ type: kind === 'video' ? CATALOG_TYPES.video : CATALOG_TYPES.file })).rows;
}

/** Enabled files or videos of the content library for the resource picker. */
export async function fetchMediaPage(kind: MediaKind, query: { page: number; rows: number; text: string; catalog: string }): Promise<PickerPage<AdminMedia>> {
  const answer = await adminApi.media.list({ kind, catalogid: query.catalog, text: query.text, disabled: 0, page: query.page, rows: query.rows });
  return { rows: answer.rows, total: answer.total };
}
