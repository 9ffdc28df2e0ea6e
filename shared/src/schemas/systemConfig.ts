import { z } from 'zod';

// The public look's schemas, apart from the back office's (look.ts): the learner apps' first
// download carries these and nothing of the user forms' rules.

/** `GET api/systemconfig` (and the admin's read and write of it): `setting.data` is the look as a JSON string (spec). */
export const systemConfigResponseSchema = z.object({ successed: z.literal(true), setting: z.object({ data: z.string() }) });

/** `GET api/systemconfig?org=`: the organisation of a login link; a signed-in caller's own otherwise. */
export const systemConfigQuerySchema = z.object({ org: z.uuid({ error: 'validation.invalidValue' }).optional() });
