import type { Transport, TransportRequest, TransportResponse } from '@peilian/shared';

/**
 * Answers asked for before the app has loaded, by the head start index.html runs ahead of the app's
 * entry (web/src/training/headStart.ts), handed to the app's transport: the app's own call for the
 * same request takes the answer instead of asking again, and reads it with its schema as ever.
 */
interface EarlyAnswers {
  /** Set once the app's transport exists: from then on the app asks for itself. */
  appStarted: boolean;
  waiting: { key: string; answer: Promise<TransportResponse | null> }[];
}

declare global {
  // The page's one meeting point of the head start and the app, which are built apart.
  var peilianEarlyAnswers: EarlyAnswers | undefined;
}

const early = (): EarlyAnswers => (globalThis.peilianEarlyAnswers ??= { appStarted: false, waiting: [] });

/** A request as the server sees it: method, URL and every header. */
const keyOf = ({ method, url, headers }: TransportRequest): string =>
  JSON.stringify([method, url, Object.entries(headers).sort(([a], [b]) => a.localeCompare(b))]);

/**
 * Sends `request` ahead of the app through `transport`, for the app's identical request to take, and
 * returns its answer (null when it never reached the server). Nothing is sent once the app has
 * started (the head start ran late): the app asks for itself.
 */
export function askEarly(transport: Transport, request: TransportRequest): Promise<TransportResponse | null> | null {
  if (early().appStarted) return null;
  const answer = transport(request).catch(() => null);
  early().waiting.push({ key: keyOf(request), answer });
  return answer;
}

/**
 * The app's transport over `inner`: a request identical to one asked for early (method, URL, every
 * header — the same token and language) takes that answer, once; any other, or an early one that
 * never reached the server, goes out as usual.
 */
export function withEarlyAnswers(inner: Transport): Transport {
  early().appStarted = true;
  return async (request) => {
    const { waiting } = early();
    const index = request.method === 'GET' ? waiting.findIndex(({ key }) => key === keyOf(request)) : -1;
    if (index < 0) return inner(request);
    const [taken] = waiting.splice(index, 1);
    return (await taken?.answer) ?? inner(request);
  };
}
