import { endpoint } from '../api/endpoint.js';
import { uploadQuerySchema, uploadResponseSchema } from '../schemas/files.js';

/** Image uploads (registration logo, avatar): multipart `file`, sent by the platform's upload adapter. */
export const filesEndpoints = {
  upload: endpoint({ method: 'POST', path: 'api/file/upload', query: uploadQuerySchema, response: uploadResponseSchema, multipart: true }),
} as const;
