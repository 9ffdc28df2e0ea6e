import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changedQuery, readQuery, writeQuery, type QueryShape } from './urlQuery';

/**
 * A report's query in the URL (`defaults` a module constant: it names the fields and their types);
 * a change of anything but the page goes back to the first page. `keep` names parameters that are
 * not filters (the report's `id`), carried over unchanged.
 */
export function useUrlQuery<Q extends QueryShape>(defaults: Q, keep: readonly string[] = []): [Q, (change: Partial<Q>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params, defaults), [params, defaults]);
  const kept = keep.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');
  const setQuery = useCallback(
    (change: Partial<Q>) => {
      setParams(writeQuery(changedQuery(query, change, defaults), defaults, Object.fromEntries(new URLSearchParams(kept))));
    },
    [query, defaults, kept, setParams],
  );
  return [query, setQuery];
}
