import type { z } from 'zod';
import type { ApiClient, RequestOptions } from './client.js';
import { withQuery } from './encode.js';
import type { TransportRequest } from './transport.js';

/**
 * One call of the API as data: method, path template (Koa's `:name` parameters), the schemas of its
 * query and body as the server accepts them, and the schema of its answer. Clients call it through
 * `bindEndpoints`; uploads and media URLs go through `endpointPath`; the server can mount the same
 * path. The request types a caller writes are the schemas' inputs; the answer is parsed on receipt.
 * A download is a call too: `binary`, its answer `fileDownloadSchema` (a `DownloadedFile`).
 */
export interface Endpoint<
  Path extends string = string,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: TransportRequest['method'];
  path: Path;
  query?: Query;
  body?: Body;
  response: Response;
  /** The body travels as JSON (nested payloads); otherwise form-encoded, the spec's default. */
  json?: boolean;
  /** Called without a session: a logout code in the answer is a failure to show, not a session to end. */
  noLogout?: boolean;
  /** Uploaded as multipart by the platform's upload adapter, not by `bindEndpoints`. */
  multipart?: true;
  /**
   * A download: the answer is a file's bytes, not the JSON envelope, and the call resolves with its
   * `DownloadedFile` (the response is `fileDownloadSchema`); a refusal is the envelope, as ever.
   */
  binary?: true;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `'api/x/:id/turn/:seq'` → `{ id: string | number; seq: string | number }`. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

type Input<S> = S extends z.ZodType ? z.input<S> : Record<never, never>;

/** What a call takes besides its body: the path's parameters and the query's fields, in one object. */
export type CallArgs<E extends Endpoint> = PathParams<E['path']> & Input<E['query']>;

/** The parsed answer of a call. */
export type Answer<E extends Endpoint> = z.output<E['response']>;

type Optional<T> = Record<never, never> extends T ? [args?: T] : [args: T];

/**
 * What a call's `args` accepts: a call with no parameters and no query takes only `{}`, so options
 * written in the place of `args` (`logout({ timeoutMs })`) are refused instead of sent as a query.
 */
type ArgsOf<E extends Endpoint> = [keyof CallArgs<E>] extends [never] ? Record<string, never> : CallArgs<E>;

/**
 * Per call: a timeout of its own (a best-effort call that must not keep the user waiting), a look at
 * the raw answer, a download's progress (`onProgress`, where the platform's transport can tell).
 */
export type CallOptions = Pick<RequestOptions, 'timeoutMs' | 'onProgress'> & {
  /**
   * Given the answer as received, before its schema has parsed it (or before the schemas of a lazily
   * loaded area have arrived): for a hint that cannot wait, such as an image to start loading.
   */
  onReceived?: (body: unknown) => void;
};

/** A bound call: `(args, body?, options?)`; `args` may be left out when nothing in it is required. */
export type Call<E extends Endpoint> = E['body'] extends z.ZodType
  ? (args: ArgsOf<E>, body: z.input<E['body']>, options?: CallOptions) => Promise<Answer<E>>
  : (...args: [...Optional<ArgsOf<E>>, options?: CallOptions]) => Promise<Answer<E>>;

/** A table of endpoints, grouped by resource (`table.exam.save`). */
export type EndpointTable = { readonly [group: string]: { readonly [name: string]: Endpoint } };

/** The bound calls of a table; multipart endpoints are left to the platform's upload adapter. */
export type BoundTable<T extends EndpointTable> = {
  [G in keyof T]: { [N in keyof T[G] as T[G][N] extends { multipart: true } ? never : N]: Call<T[G][N]> };
};

/** Declares one endpoint, keeping its literal path, method and schema types. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Scalar = string | number | boolean | null | undefined;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The path of a call with its parameters filled in and escaped; a missing parameter is a programming error. */
export function endpointPath<E extends Pick<Endpoint, 'path'>>(definition: E, params: PathParams<E['path']>): string {
  const values = params as Record<string, string | number | undefined>;
  return definition.path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${definition.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path parameters of a URL the server handed out for a call (a live line's `audio.url`, an
 * import's failed-rows file), read back by the call's path template: the call is then made through
 * the table. Null when the URL (leading slash aside) is not one of the call's.
 */
export function paramsOfPath<E extends Pick<Endpoint, 'path'>>(definition: E, url: string): PathParams<E['path']> | null {
  const names = Array.from(definition.path.matchAll(PARAM), (match) => match[1] ?? '');
  const template = definition.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(PARAM, '([^/?#]+)');
  const values = new RegExp(`^/?${template}$`).exec(url)?.slice(1);
  if (!values) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')])) as PathParams<E['path']>;
  } catch {
    return null;
  }
}

/**
 * The relative URL of a call made outside `bindEndpoints` (an upload, an image or a media element's
 * source): its path with the parameters filled in, then the remaining arguments as the query.
 */
export function endpointUrl<E extends Endpoint>(definition: E, args: CallArgs<E>): string {
  const { params, query } = splitArgs(paramNames(definition.path), args as Record<string, unknown>);
  return withQuery(endpointPath(definition, params as PathParams<E['path']>), query as Record<string, Scalar>);
}

/** The names of a path's parameters. */
const paramNames = (path: string): Set<string> => new Set(Array.from(path.matchAll(PARAM), (match) => match[1] ?? ''));

/** Splits a call's arguments into the path's parameters and the query. */
function splitArgs(names: Set<string>, args: Record<string, unknown>): { params: Record<string, unknown>; query: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) (names.has(key) ? params : query)[key] = value;
  return { params, query };
}

/**
 * What sending a call needs of its endpoint — method, path, whether it takes a body and how it
 * travels, whether its answer is a file — and no schema, so it can be known before the schemas are built.
 */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'json' | 'noLogout' | 'binary'> & { body?: unknown };

/** The route of every endpoint of a table, by area and name (`routesOf(table).exam.save`), its path as the table writes it. */
export type RouteTable<T extends EndpointTable> = {
  readonly [G in keyof T]: { readonly [N in keyof T[G]]: EndpointRoute & Pick<T[G][N], 'path'> };
};

/** The routes of a table: what `sendRequest` needs of each endpoint. */
export function routesOf<T extends EndpointTable>(table: T): RouteTable<T> {
  const route = ({ method, path, body, json, noLogout, binary }: Endpoint): EndpointRoute => ({
    method,
    path,
    ...(body ? { body: true } : {}),
    ...(json ? { json } : {}),
    ...(noLogout ? { noLogout } : {}),
    ...(binary ? { binary } : {}),
  });
  return Object.fromEntries(
    Object.entries(table).map(([group, endpoints]) => [
      group,
      Object.fromEntries(Object.entries(endpoints).map(([name, definition]) => [name, route(definition)])),
    ]),
  ) as RouteTable<T>;
}

/**
 * Sends one call — `args` as a bound call takes them: `(args, body?, options?)` with a body,
 * `(args, options?)` without — and resolves with the answer as received, not yet parsed.
 */
export function sendRequest(client: ApiClient, route: EndpointRoute, args: readonly unknown[]): Promise<unknown> {
  const hasBody = route.body !== undefined;
  const callArgs = (args[0] ?? {}) as Record<string, unknown>;
  const options = (hasBody ? args[2] : args[1]) as CallOptions | undefined;
  const { params, query } = splitArgs(paramNames(route.path), callArgs);
  const answer = client.request(route.method, endpointPath(route, params as PathParams<string>), {
    query: query as Record<string, Scalar>,
    data: hasBody ? (args[1] as Record<string, unknown>) : undefined,
    json: route.json ?? false,
    noLogout: route.noLogout,
    timeoutMs: options?.timeoutMs,
    binary: route.binary,
    onProgress: options?.onProgress,
  });
  const onReceived = options?.onReceived;
  if (!onReceived) return answer;
  return answer.then((body) => {
    onReceived(body);
    return body;
  });
}

function bindOne(client: ApiClient, definition: Endpoint): (...args: unknown[]) => Promise<unknown> {
  return async (...args: unknown[]) => definition.response.parse(await sendRequest(client, definition, args));
}

/**
 * The typed call functions of a table over one client: `api.exam.save({ id, key }, { answer })`
 * sends the spec's request and resolves with the answer parsed by the table's schema.
 */
export function bindEndpoints<T extends EndpointTable>(client: ApiClient, table: T): BoundTable<T> {
  const bound: Record<string, Record<string, unknown>> = {};
  for (const [group, endpoints] of Object.entries(table)) {
    bound[group] = {};
    for (const [name, definition] of Object.entries(endpoints)) {
      if (!definition.multipart) bound[group][name] = bindOne(client, definition);
    }
  }
  return bound as BoundTable<T>;
}
