import { endpoint } from '../api/endpoint.js';
import { cosCredentialsQuerySchema, cosCredentialsResponseSchema } from '../schemas/cloudUpload.js';
import { uploadQuerySchema, uploadResponseSchema } from '../schemas/files.js';

/** Image uploads (registration logo, avatar): multipart `file`, sent by the platform's upload adapter. */
export const filesEndpoints = {
  upload: endpoint({ method: 'POST', path: 'api/file/upload', query: uploadQuerySchema, response: uploadResponseSchema, multipart: true }),
  /** Temporary object-storage credentials for a direct image upload (docs/media.md). */
  cosCredentials: endpoint({ method: 'GET', path: 'api/trainning/cos-credentials', query: cosCredentialsQuerySchema, response: cosCredentialsResponseSchema }),
} as const;
