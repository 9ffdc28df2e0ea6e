import type { MessageKey } from '@peilian/shared';
import type { Context } from 'koa';
// The request's `body` and `files` are declared by koa-body, which parses them (http/body.ts).
import type {} from 'koa-body';
import type { z } from 'zod';
import { invalidInput, ValidationError } from '../errors/index.js';

function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(result.error.issues, input);
  return result.data;
}

/** The request body (JSON, form or multipart fields) validated by a schema, or a 400 with details. */
export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return check(schema, ctx.request.body ?? {});
}

/** The query string validated by a schema, or a 400 with details. */
export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return check(schema, ctx.query);
}

/** A file of a multipart body, in the request's temporary directory until the request ends. */
export interface UploadedFile {
  filepath: string;
  originalFilename: string;
  mimetype: string;
  size: number;
}

/** The files uploaded under one field name (none when the field is absent). */
export function uploadedFiles(ctx: Context, field: string): UploadedFile[] {
  const entry = ctx.request.files?.[field];
  const files = entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
  return files.map((file) => ({
    filepath: file.filepath,
    originalFilename: file.originalFilename ?? '',
    mimetype: file.mimetype ?? 'application/octet-stream',
    size: file.size,
  }));
}

/** The single file of a multipart field, else the given message. */
export function singleFile(files: UploadedFile[], missing: MessageKey): UploadedFile {
  const [file] = files;
  if (!file || files.length !== 1) throw invalidInput(missing, {}, 'file');
  return file;
}
