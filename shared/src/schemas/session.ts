import { storedUserSchema } from '../domain/user.js';
import { accountSchema } from '../validators/rules.js';
import { z } from 'zod';

/** `POST /api/login` with account and password (form or JSON). Length rules are checked at sign-up, not here. */
export const loginRequestSchema = z.object({
  account: z.string({ error: 'validation.accountRequired' }).pipe(accountSchema),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(200, { error: 'validation.passwordRequired' }),
});

/** Login and logininfo answer with the stored user in a one-element array (spec §3 "Login response"). */
export const sessionUserResponseSchema = z.object({
  successed: z.literal(true),
  user: z.array(storedUserSchema).length(1),
});
export type SessionUserResponse = z.infer<typeof sessionUserResponseSchema>;
