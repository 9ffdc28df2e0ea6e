/**
 * A list or report query kept in the URL, so a link, the back button and a reload open the same view.
 * The defaults say each field's type (text or number) and are left out of the URL.
 */

export type QueryShape = Record<string, string | number>;

/** The query a URL holds: each field of `defaults` read from `params`, a missing or unreadable one its default. */
export function readQuery<Q extends QueryShape>(params: URLSearchParams, defaults: Q): Q {
  const read: QueryShape = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) read[key] = fallback;
    else if (typeof fallback === 'number') {
      const value = Number(raw);
      read[key] = raw.trim() !== '' && Number.isFinite(value) ? value : fallback;
    } else read[key] = raw;
  }
  return read as Q;
}

/** The URL parameters of a query: the fields that differ from their defaults, plus any `keep` (an id). */
export function writeQuery<Q extends QueryShape>(query: Q, defaults: Q, keep: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(keep);
  for (const [key, value] of Object.entries(query)) {
    if (value !== defaults[key]) params.set(key, String(value));
  }
  return params;
}

/** The query after a change: any change but of the page or its size goes back to the first page. */
export function changedQuery<Q extends QueryShape>(query: Q, change: Partial<Q>, defaults: Q): Q {
  const paging = Object.keys(change).every((key) => key === 'page' || key === 'rows');
  return { ...query, ...change, ...('page' in defaults && !paging ? { page: defaults.page } : {}) };
}

/** The fields a call sends: empty texts left out, so the server applies its own defaults. */
export function callQuery<Q extends QueryShape>(query: Q): Partial<Q> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as Partial<Q>;
}

/** The fields an export sends: the table's filters without its page, so the file holds every matching row. */
export function exportQuery<Q extends QueryShape>(query: Q): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => value !== '' && key !== 'page' && key !== 'rows'));
}
