import { z } from 'zod';
import { ROLE_APPLICATIONS } from '../domain/role.js';

/** The function tree as admin §7 sends it: `{id, children}` nodes (group → function → hidden detail). */
export interface FunctionTreeEntry {
  id: string;
  children: FunctionTreeEntry[];
}
export const functionTreeEntrySchema: z.ZodType<FunctionTreeEntry> = z.lazy(() =>
  z.object({ id: z.string(), children: z.array(functionTreeEntrySchema) }).strict(),
);

/**
 * `GET api/admin/organization/org/applications`: the function keys the organisation is licensed for
 * (`functions`, what a client's PermissionContext `licensed` takes), the same as a tree (`data`), and
 * the allow-listed functions (aireport, auditaccount) whose list names this organisation
 * (`allowlisted`, for the context's `allowLists`).
 */
export const orgApplicationsResponseSchema = z
  .object({
    successed: z.literal(true),
    functions: z.array(z.string()),
    data: z.array(functionTreeEntrySchema),
    allowlisted: z.array(z.string()),
  })
  .strict();
export type OrgApplicationsResponse = z.infer<typeof orgApplicationsResponseSchema>;

/**
 * `GET api/trainning/system/setting/software/functions` (learner §3, fetched at sign-in and kept on
 * the device): what this signed-in user may use — the applications besides the back office their role
 * opens (`applications`: training centre, smart assistant, smart question bank) and the back office's
 * functions as a tree (`data`), each one the caller holds under the organisation's licence (empty for
 * a learner). The same rules the server's guards apply, so no client offers what a call would refuse.
 */
export const softwareFunctionsResponseSchema = z
  .object({
    successed: z.literal(true),
    applications: z.array(z.enum(ROLE_APPLICATIONS)),
    data: z.array(functionTreeEntrySchema),
  })
  .strict();
export type SoftwareFunctionsResponse = z.infer<typeof softwareFunctionsResponseSchema>;
