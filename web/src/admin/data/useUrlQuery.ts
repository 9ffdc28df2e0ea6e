import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changedQuery, readQuery, writeQuery, type QueryShape } from './urlQuery';

/**
 * A list's or report's query in the URL (`defaults` a module constant: it names the fields and their
 * types); a change of anything but the page goes back to the first page. `keep` names parameters
 * that are not filters (the report's `id`), carried over unchanged. react-router applies a URL change
 * in a transition, so the query just asked for is answered at once and until the URL shows it: a
 * click on a catalogue selects it in the same render, whatever reads the query.
 */
export function useUrlQuery<Q extends QueryShape>(defaults: Q, keep: readonly string[] = []): [Q, (change: Partial<Q>) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readQuery(params, defaults), [params, defaults]);
  const [asked, setAsked] = useState<Q | null>(null);
  // The URL caught up, or changed on its own (a link, the back button): it is the query again.
  useEffect(() => setAsked(null), [fromUrl]);
  const query = asked ?? fromUrl;
  const kept = keep.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');
  const setQuery = useCallback(
    (change: Partial<Q>) => {
      const next = changedQuery(query, change, defaults);
      setAsked(next);
      setParams(writeQuery(next, defaults, Object.fromEntries(new URLSearchParams(kept))));
    },
    [query, defaults, kept, setParams],
  );
  return [query, setQuery];
}
