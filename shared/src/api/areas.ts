import type { ApiClient } from './client.js';
import { bindEndpoints, sendRequest, type BoundTable, type EndpointRoute, type EndpointTable, type RouteTable } from './endpoint.js';

/**
 * How each area (group) of a table is loaded: `exam: () => import('./exam.js').then((m) => m.examEndpoints)`.
 * A dynamic import per area makes a bundler split each area's schemas (and zod) into chunks of
 * their own, fetched and built when the first call of the area is made.
 */
export type AreaLoaders<T extends EndpointTable> = { readonly [G in keyof T]: () => Promise<T[G]> };

/** One area of a table, loaded on first use and then kept: every caller gets the same definitions. */
export type AreaOf<T extends EndpointTable> = <G extends keyof T & string>(group: G) => Promise<T[G]>;

/** Loads each area of `loaders` at most once, when first asked for. */
export function areasOnce<T extends EndpointTable>(loaders: AreaLoaders<T>): AreaOf<T> {
  const loaded = new Map<keyof T, Promise<T[keyof T]>>();
  return <G extends keyof T & string>(group: G): Promise<T[G]> => {
    let area = loaded.get(group);
    if (!area) {
      const load = loaders[group] as (() => Promise<T[G]>) | undefined;
      if (!load) return Promise.reject(new Error(`${group} is not an area of the table`));
      area = load();
      loaded.set(group, area);
      // A failed load (a chunk lost to a flaky network) is tried again by the next call.
      area.catch(() => loaded.delete(group));
    }
    return area as Promise<T[G]>;
  };
}

type BoundCall = (...args: unknown[]) => Promise<unknown>;
type BoundArea = Record<string, BoundCall | undefined>;

const missing = (group: string, name: string) => new Error(`${group}.${name} is not a call of the table`);

/** Each area's calls bound to the client once its definitions are in; a failed load is tried again by the next call. */
function areaBinder<T extends EndpointTable>(client: ApiClient, areaOf: AreaOf<T>): (group: string) => Promise<BoundArea> {
  const boundAreas = new Map<string, Promise<BoundArea>>();
  return (group) => {
    let bound = boundAreas.get(group);
    if (!bound) {
      bound = areaOf(group as keyof T & string).then((area) => bindEndpoints(client, { [group]: area } as EndpointTable)[group] as BoundArea);
      bound.catch(() => boundAreas.delete(group));
      boundAreas.set(group, bound);
    }
    return bound;
  };
}

/** A call sent now, by its route; the answer parsed by the schema once the area is in. */
function sentAtOnce<T extends EndpointTable>(client: ApiClient, areaOf: AreaOf<T>, route: EndpointRoute, group: string, name: string, args: unknown[]) {
  const answer = sendRequest(client, route, args);
  const area = areaOf(group as keyof T & string);
  // The request's failure is the call's; a lost area chunk is reported only if the answer came.
  area.catch(() => undefined);
  return answer.then(async (received) => {
    const definition = (await area)[name];
    if (!definition) throw missing(group, name);
    return definition.response.parse(received);
  });
}

/**
 * The typed calls of a table whose areas load on first use (`areasOnce`): `api.exam.save(args, body)`
 * is the same call as `bindEndpoints` gives, but the exam area — its schemas and with them zod —
 * is fetched and built only when the first exam call is made, and once. Other areas are untouched.
 * With the table's `routes` (`routesOf`, no schema in them) a call is sent at once and its area
 * loads beside the request, only its answer's parsing waiting for the schemas; without, the call
 * waits for its area before it is sent.
 */
export function bindAreasLazily<T extends EndpointTable>(client: ApiClient, areaOf: AreaOf<T>, routes?: RouteTable<T>): BoundTable<T> {
  const boundArea = areaBinder(client, areaOf);
  const groupOf = (group: string) =>
    new Proxy({} as Record<string, BoundCall>, {
      get: (calls, name) => {
        if (typeof name !== 'string') return undefined;
        calls[name] ??= async (...args: unknown[]) => {
          const route = routes?.[group]?.[name];
          if (route) return sentAtOnce(client, areaOf, route, group, name, args);
          const call = (await boundArea(group))[name];
          if (!call) throw missing(group, name);
          return call(...args);
        };
        return calls[name];
      },
    });
  const groups = new Map<string, Record<string, BoundCall>>();
  return new Proxy({} as BoundTable<T>, {
    get: (_target, group) => {
      if (typeof group !== 'string') return undefined;
      if (!groups.has(group)) groups.set(group, groupOf(group));
      return groups.get(group);
    },
  });
}
