import type { Endpoint, PathParams, RecycleKind } from '@peilian/shared';
import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { applicationGuards } from '../auth/applications.js';
import { arrearsGuards } from '../auth/arrears.js';
import { requireFunction } from '../auth/functions.js';
import { appError, ValidationError } from '../errors/index.js';
import { httpCaller, type Caller } from '../auth/caller.js';
import { asOperation, asRecycling, isWrite, withOpenedOperation } from './operations.js';
import { loadRecords, type LoadedRecords, type RecordLoads } from './records.js';
import type { Routers } from './routers.js';

/**
 * A route declared as a contract, like Logto's `koaGuard`: the shared endpoint gives its method,
 * path, query, body and answer schemas (the same table the clients call through), the declaration
 * adds who may call it; the handler receives the parsed input and returns the answer, which is
 * checked against the endpoint's schema when `config.checkResponses` is on (tests, development).
 *
 * The records the path names are loaded before the handler runs (`load`: a record loader per path
 * parameter, `http/records.ts`), and the query and the body are parsed only when the handler asks
 * for them (`query()`, `body()`), so another organisation's record is a 404 whatever the query and
 * body hold.
 */

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** The path's parameters: as declared, else each an id. */
type Params<E extends Endpoint, P> = P extends z.ZodType ? z.output<P> : { [Name in keyof PathParams<E['path']>]: string };

/**
 * What a handler receives: the path's parameters, parsed before it runs, and the query and the body,
 * each parsed when first asked for.
 */
export interface RouteInput<E extends Endpoint, P> {
  params: Params<E, P>;
  /** The query, parsed on the first call (a 400 with the field messages when it does not match). */
  query: () => Parsed<E['query']>;
  /** The body, parsed on the first call (a 400 with the field messages when it does not match). */
  body: () => Parsed<E['body']>;
}

/** The answer a handler returns, as the endpoint's schema takes it in. */
type Answer<E extends Endpoint> = z.input<E['response']>;

/**
 * What a handler returns when it wrote the response itself: a redirect (the endpoint's answer is then
 * `redirectResponseSchema`), or a file or stream with its own headers (a `binary` endpoint, its answer
 * `fileDownloadSchema`).
 */
export const ANSWERED = Symbol('answered');

/** The media type of an Excel workbook (.xlsx). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback name and the UTF-8 name browsers use (RFC 6266 / 5987): a file named in Chinese travels intact. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Answers a file to save — an Excel template, export or failed-rows file (an Excel workbook unless `type` says). */
export function download(ctx: Context, file: { filename: string; bytes: Buffer | string }, type = XLSX_TYPE): typeof ANSWERED {
  ctx.set('Content-Disposition', attachmentHeader(file.filename));
  ctx.type = type;
  ctx.body = file.bytes;
  return ANSWERED;
}

/** What a signed-in handler receives: the route's input and the records its path names, loaded in the caller's organisation. */
export interface CallerRouteInput<E extends Endpoint, P, L> extends RouteInput<E, P> {
  records: LoadedRecords<L>;
}

type Handler<E extends Endpoint, P, L> = (input: CallerRouteInput<E, P, L>, request: Caller, ctx: Context) => Promise<Answer<E> | typeof ANSWERED>;

/** No record loaded by the path. */
type NoLoads = Record<never, never>;

/** A handler of a route called without a session: no caller. */
type PublicHandler<E extends Endpoint, P> = (input: RouteInput<E, P>, ctx: Context) => Promise<Answer<E> | typeof ANSWERED>;

interface Declaration<P extends z.ZodType | undefined> {
  /** Middleware that runs before anything of the request is read, e.g. a public route's `rateLimit`. */
  guards?: readonly Middleware[];
  /**
   * The path's parameters; by default each is an id (a UUID). A request whose parameters do not
   * match names no record: 404, as an unknown id does.
   */
  params?: P;
  /**
   * Request fields carrying ids of organisation-owned records (`params.id`, `query.fileid`,
   * `body.userid`), for the authorisation and tenant-isolation tests (docs/security.md).
   */
  targets?: readonly string[];
}

/** A signed-in route's declaration: it may name the record each path parameter loads. */
export interface CallerDeclaration<P extends z.ZodType | undefined, L extends RecordLoads> extends Declaration<P> {
  /**
   * The record loader of path parameters (`{ id: bannerRecord }`): the handler receives the rows as
   * `records`; a missing or another organisation's record is the loader's 404 before the handler runs.
   */
  load?: L;
}

export interface AdminDeclaration<P extends z.ZodType | undefined, L extends RecordLoads = NoLoads> extends CallerDeclaration<P, L> {
  /** Keys of the shared function tree, any one of which opens the route (or `ANY_ADMIN`). */
  functions: string | readonly string[];
  /**
   * A write whose handler opens its operation itself, around its writes only (`openOperation`):
   * the imports, which read and check their file, hash passwords and claim a slot first. A call
   * that opened none (a preview) is logged as an operation that changed nothing.
   */
  opensOperation?: true;
  /**
   * A deletion: what it deletes or changes goes to the recycle bin as one entry of this kind
   * (`asRecycling`), which the top administrator restores or deletes for good.
   */
  recycles?: RecycleKind;
}

/**
 * A mounted route's last middleware: it carries the declared id fields and, for an admin route,
 * whether it runs as a logged operation, so tests read them back from the router.
 */
export type DeclaredRoute = Middleware & { readonly targets: readonly string[]; readonly operation?: boolean; readonly recycles?: RecycleKind };

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The default parameters' schema: every parameter of the path is a UUID. */
function idParams(path: string): z.ZodType {
  const names = Array.from(path.matchAll(PARAM), (match) => match[1] ?? '');
  return z.object(Object.fromEntries(names.map((name) => [name, z.uuid()])));
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(result.error.issues, input);
  return result.data;
}

/** The middleware that parses the input, runs the handler and writes (and checks) its answer. */
function handle<E extends Endpoint, P extends z.ZodType | undefined>(endpoint: E, declaration: Declaration<P>, handler: PublicHandler<E, P>): DeclaredRoute {
  const paramsSchema = declaration.params ?? idParams(endpoint.path);
  const route: Middleware = async (ctx) => {
    const parsedParams = paramsSchema.safeParse(ctx.params);
    if (!parsedParams.success) throw appError('errors.notFound');
    let query: unknown;
    let body: unknown;
    const input = {
      params: parsedParams.data,
      query: () => (query ??= endpoint.query ? parse(endpoint.query, ctx.query) : {}),
      body: () => (body ??= endpoint.body ? parse(endpoint.body, ctx.request.body ?? {}) : {}),
    } as RouteInput<E, P>;
    const answer = await handler(input, ctx);
    if (answer === ANSWERED) return;
    if (ctx.deps.config.checkResponses) {
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) throw new Error(`${endpoint.method} ${endpoint.path}: the answer does not match its schema: ${z.prettifyError(checked.error)}`);
    }
    ctx.body = answer;
  };
  return Object.assign(route, { targets: declaration.targets ?? [] });
}

/** The handler of a signed-in route, given the caller and the records the path names. */
function withCaller<E extends Endpoint, P, L extends RecordLoads>(handler: Handler<E, P, L>, loads: L | undefined): PublicHandler<E, P> {
  return async (input, ctx) => {
    const caller = httpCaller(ctx);
    const records = loads ? await loadRecords(loads, input.params as Record<string, unknown>, caller) : ({} as LoadedRecords<L>);
    return handler({ ...input, records }, caller, ctx);
  };
}

/** Mounts the route on its router behind `guards`, with the path the endpoint names. */
function mount(router: Router, endpoint: Endpoint, guards: Middleware[], route: Middleware): void {
  router[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](`/${endpoint.path}`, ...guards, route);
}

/**
 * The handler of a write: the caller's operation (`asOperation`), its records loaded inside it — or,
 * when the handler opens it itself, around what the handler gives `openOperation`.
 */
function operationHandler<E extends Endpoint, P, L extends RecordLoads>(
  endpoint: E,
  functions: readonly string[],
  handler: Handler<E, P, L>,
  { load, opensOperation, recycles }: { load?: L; opensOperation?: true; recycles?: RecycleKind },
): PublicHandler<E, P> {
  const route = { functions, method: endpoint.method, route: endpoint.path };
  const operation = opensOperation ? withOpenedOperation : asOperation;
  return async (input, ctx) => {
    const request = httpCaller(ctx);
    const params = input.params as Record<string, unknown>;
    return operation({ request, ctx, route, params }, async () => {
      const records = load ? await loadRecords(load, params, request) : ({} as LoadedRecords<L>);
      const run = () => handler({ ...input, records }, request, ctx);
      return recycles ? asRecycling(request, recycles, run) : run();
    });
  };
}

/**
 * An admin route: the caller holds one of `functions` under the organisation's licence (else 403).
 * A write is one operation of the operation log (`http/operations.ts`). An organisation in arrears
 * is refused every write but the exempt ones (`auth/arrears.ts`).
 */
export function adminRoute<E extends Endpoint, P extends z.ZodType | undefined = undefined, L extends RecordLoads = NoLoads>(
  { admin }: Routers,
  endpoint: E,
  declaration: AdminDeclaration<P, L>,
  handler: Handler<E, P, L>,
): void {
  const guard = requireFunction(declaration.functions, { targets: declaration.targets ?? [] });
  const run = isWrite(endpoint) ? operationHandler(endpoint, guard.access.functions, handler, declaration) : withCaller(handler, declaration.load);
  mount(
    admin,
    endpoint,
    [guard, ...arrearsGuards(endpoint)],
    Object.assign(handle(endpoint, declaration, run), { operation: isWrite(endpoint), recycles: declaration.recycles }),
  );
}

/**
 * A route for any signed-in user (the learner router's session check runs first) whose role opens
 * the route's application; an organisation in arrears is refused its writes and the reads that start
 * learning, but the exempt ones (`auth/arrears.ts`).
 */
export function learnerRoute<E extends Endpoint, P extends z.ZodType | undefined = undefined, L extends RecordLoads = NoLoads>(
  { learner }: Routers,
  endpoint: E,
  declaration: CallerDeclaration<P, L>,
  handler: Handler<E, P, L>,
): void {
  mount(
    learner,
    endpoint,
    [...applicationGuards(endpoint), ...arrearsGuards(endpoint), ...(declaration.guards ?? [])],
    handle(endpoint, declaration, withCaller(handler, declaration.load)),
  );
}

/** A route called without a session (sign-in, registration, SMS codes, WeChat callbacks, health). */
export function publicRoute<E extends Endpoint, P extends z.ZodType | undefined = undefined>(
  routers: Routers,
  endpoint: E,
  declaration: Declaration<P>,
  handler: PublicHandler<E, P>,
): void {
  mount(routers.public, endpoint, [...(declaration.guards ?? [])], handle(endpoint, declaration, handler));
}
