import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { appError } from '../errors/index.js';

/** Size limits for request bodies; uploads of spec-sized media go to object storage, not here. */
export interface BodyLimits {
  jsonBytes: number;
  formBytes: number;
  /** Per file in a multipart body. */
  fileBytes: number;
  files: number;
  /** All non-file fields of a multipart body together. */
  fieldsBytes: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = {
  jsonBytes: 1024 * 1024,
  formBytes: 1024 * 1024,
  fileBytes: 200 * 1024 * 1024,
  files: 10,
  fieldsBytes: 1024 * 1024,
};

const JSON_TYPES = ['application/json', 'application/*+json'];
const FORM_TYPES = ['application/x-www-form-urlencoded'];
const MULTIPART_TYPES = ['multipart/form-data'];
// DELETE too: the shared API client sends DELETE calls with a body.
const METHODS = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];
const PARSED_METHODS = new Set<string>(METHODS);

/** co-body (JSON, form) and formidable (multipart) report failures differently; one mapping here. */
function toAppError(error: unknown): never {
  const e = (error ?? {}) as { status?: number; httpCode?: number; type?: string };
  const status = e.httpCode ?? e.status;
  if (status === 413 || e.type === 'entity.too.large') throw appError('errors.payloadTooLarge');
  if (status === 415) throw appError('errors.unsupportedMediaType');
  throw appError('errors.malformedBody');
}

/** qs silently keeps undecodable text; a form with broken percent-encoding is refused instead. */
function assertWellFormedForm(raw: string | undefined): void {
  if (!raw) return;
  for (const pair of raw.split('&')) {
    try {
      decodeURIComponent(pair.replace(/\+/g, ' '));
    } catch {
      throw appError('errors.malformedBody');
    }
  }
}

/** True when any string inside a parsed value holds a NUL character (PostgreSQL text cannot). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** NUL cannot be stored or compared in PostgreSQL text: such input is refused, never queried. */
function assertNoNul(ctx: Context): void {
  if (/%00/i.test(ctx.url) || containsNul(ctx.request.body)) throw appError('errors.malformedBody');
}

/**
 * Parses JSON, form-encoded and multipart bodies into `ctx.request.body` (and `.files`). Bodies of
 * other types are refused with 415. Multipart files land in a per-request directory under
 * `<DATA_DIR>/tmp/uploads` that is removed when the request ends, whether it succeeded or failed:
 * a handler that keeps an upload moves it to storage before answering.
 */
export function bodyParser(
  uploadRoot: string,
  limits: BodyLimits = DEFAULT_BODY_LIMITS,
  /**
   * A request's own per-file limit, applied while streaming: smaller for some (a public upload), larger
   * for others (a call recording, admin §9's 512 MB of audio). Files go to disk, never memory.
   */
  fileLimitFor: (ctx: Context) => number | undefined = () => undefined,
  /** Requests whose handler streams the raw body itself (resumable upload chunks); left unparsed. */
  rawBody: (ctx: Context) => boolean = () => false,
): Middleware {
  const queryString = { allowDots: false, parameterLimit: 1000, depth: 5 };
  const json = koaBody({
    json: true,
    urlencoded: false,
    text: false,
    jsonLimit: limits.jsonBytes,
    jsonTypes: JSON_TYPES,
    parsedMethods: METHODS,
  });
  const form = koaBody({
    json: false,
    urlencoded: true,
    text: false,
    formLimit: limits.formBytes,
    urlencodedTypes: FORM_TYPES,
    includeUnparsed: true,
    queryString,
    parsedMethods: METHODS,
  });
  const multipart = (uploadDir: string, fileBytes: number) =>
    koaBody({
      json: false,
      urlencoded: false,
      text: false,
      multipart: true,
      multipartTypes: MULTIPART_TYPES,
      parsedMethods: METHODS,
      formidable: {
        uploadDir,
        maxFileSize: fileBytes,
        maxTotalFileSize: fileBytes * limits.files,
        maxFiles: limits.files,
        maxFieldsSize: limits.fieldsBytes,
        allowEmptyFiles: true,
        minFileSize: 0,
      },
    });

  const parse = async (ctx: Context, middleware: Middleware) => {
    try {
      await middleware(ctx, async () => undefined);
    } catch (error) {
      toAppError(error);
    }
  };

  return async (ctx: Context, next: Next) => {
    ctx.request.body = {};
    assertNoNul(ctx);
    // `ctx.is` answers null when the request has no body; an explicit zero length is none either.
    if (!PARSED_METHODS.has(ctx.method) || ctx.request.length === 0 || rawBody(ctx)) return next();
    if (ctx.is(JSON_TYPES)) {
      await parse(ctx, json);
      assertNoNul(ctx);
      return next();
    }
    if (ctx.is(FORM_TYPES)) {
      await parse(ctx, form);
      assertWellFormedForm(ctx.request.rawBody);
      assertNoNul(ctx);
      return next();
    }
    if (ctx.is(MULTIPART_TYPES)) {
      await mkdir(uploadRoot, { recursive: true });
      const dir = await mkdtemp(path.join(uploadRoot, 'req-'));
      try {
        await parse(ctx, multipart(dir, fileLimitFor(ctx) ?? limits.fileBytes));
        assertNoNul(ctx);
        return await next();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    if (ctx.is() !== null) throw appError('errors.unsupportedMediaType');
    return next();
  };
}
