import { z } from 'zod';
import { POSITION_NAME_MAX } from '../limits.js';
import { checkedField, checkRequiredName, optionalIdField } from './fields.js';
import { positionNodeSchema } from './tasks.js';

/**
 * The organisation's departments and positions (admin-back-office §3, §7 organisation department
 * and position calls). A department's name at most 32, like a position's (the spec leaves it open).
 */

export const DEPARTMENT_NAME_MAX = 32;

const checked = checkedField;
const optionalId = optionalIdField;

/** A department of the tree, with the number of users placed directly in it. */
export interface DepartmentNode {
  id: string;
  name: string;
  /** '' at the top level. */
  parentid: string;
  sort: number;
  usercount: number;
  children: DepartmentNode[];
}
export const departmentNodeSchema: z.ZodType<DepartmentNode> = z.lazy(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      parentid: z.string(),
      sort: z.number().int(),
      usercount: z.number().int().nonnegative(),
      children: z.array(departmentNodeSchema),
    })
    .strict(),
);
export const departmentTreeResponseSchema = z.object({ successed: z.literal(true), data: z.array(departmentNodeSchema) }).strict();
export const departmentResponseSchema = z.object({ successed: z.literal(true), department: departmentNodeSchema }).strict();

const departmentName = checked((value) => checkRequiredName(value, DEPARTMENT_NAME_MAX));
const sort = z.coerce.number().int().min(0).max(99_999);

/** `POST api/admin/organization/department`: '' parent = top level. */
export const createDepartmentRequestSchema = z.object({ name: departmentName, parentid: optionalId, sort: sort.optional() });
/** `PUT api/admin/organization/department/{id}`: rename and/or move (absent = unchanged, '' parent = top level). */
export const updateDepartmentRequestSchema = z.object({
  name: departmentName.optional(),
  parentid: z.string().trim().max(64).optional(),
  sort: sort.optional(),
});

const positionName = checked((value) => checkRequiredName(value, POSITION_NAME_MAX));

/** `POST api/admin/organization/position`: '' parent = top level. */
export const createPositionRequestSchema = z.object({ name: positionName, parentid: optionalId });
/** `PUT api/admin/organization/position/{id}`: rename and/or move (absent = unchanged, '' parent = top level). */
export const updatePositionRequestSchema = z.object({ name: positionName.optional(), parentid: z.string().trim().max(64).optional() });
export const positionResponseSchema = z.object({ successed: z.literal(true), position: positionNodeSchema }).strict();
