import { storedUserSchema } from '../domain/user.js';
import { z } from 'zod';

/** Login and logininfo answer with the stored user in a one-element array (spec §3 "Login response"). */
export const sessionUserResponseSchema = z.object({
  successed: z.literal(true),
  user: z.array(storedUserSchema).length(1),
});
