import { z } from 'zod';

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
