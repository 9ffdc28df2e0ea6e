import { z } from 'zod';
import { IMAGE_FILETYPES } from './files.js';

/**
 * `GET api/trainning/cos-credentials?filetype=`: temporary object-storage credentials for one signed-in
 * image kind (learner-and-session §3). The registrations' public kinds have none: they upload through
 * the server.
 */
export const cosCredentialsQuerySchema = z.object({ filetype: z.enum(IMAGE_FILETYPES) });
export type CosCredentialsQuery = z.infer<typeof cosCredentialsQuerySchema>;

/**
 * The credentials (values never shown or logged), their validity in Unix seconds, and where they may
 * write: the bucket, its region and the key prefix `<organisation>/<kind>/` (anything else is refused
 * by the storage).
 */
export const cosCredentialsResponseSchema = z
  .object({
    successed: z.literal(true),
    credentials: z.object({ tmpSecretId: z.string(), tmpSecretKey: z.string(), sessionToken: z.string() }).strict(),
    startTime: z.number().int(),
    expiredTime: z.number().int(),
    bucket: z.string(),
    region: z.string(),
    prefix: z.string(),
  })
  .strict();
export type CosCredentialsResponse = z.infer<typeof cosCredentialsResponseSchema>;

/** Who takes a video upload: Tencent VOD (a signed client upload) or this server's own pipeline. */
export const VOD_PROVIDERS = ['tencent', 'local'] as const;

/**
 * `GET api/admin/v3/vod/signature` (admin §7): with Tencent VOD, the client-upload signature and its
 * expiry (Unix seconds); with the local pipeline, no signature and the upload path to use instead.
 */
export const vodSignatureResponseSchema = z
  .object({
    successed: z.literal(true),
    provider: z.enum(VOD_PROVIDERS),
    signature: z.string(),
    expiredtime: z.number().int(),
    uploadpath: z.string(),
  })
  .strict();
export type VodSignatureResponse = z.infer<typeof vodSignatureResponseSchema>;
