import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@peilian/shared';
import { useCallback } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { callOf } from './calls';
import type { AdminAnswer, AdminArea, AdminArgs, AdminBody, AdminReadName, AdminWriteName } from './types';

/**
 * The back office's server state (docs/decisions.md, "the back office's data layer"): every read is
 * a cached query keyed by its call and arguments, every write a mutation after which the shown
 * reads refresh. Pages name a call of the admin endpoint table; types come from its schemas.
 */

export interface AdminQueryState<T> {
  /** The latest answer; while new arguments load, the previous one stays shown. */
  data: T | undefined;
  /** A request is under way (the first or a refresh). */
  loading: boolean;
  /** The refusal or network failure in the admin's language ('' none). */
  error: string;
  /** The refusal's HTTP status (404: no such record in the organisation); 0 without a refusal. */
  status: number;
  refetch: () => void;
}

/**
 * How often a read is made again while it is shown, for work under way on the server: a number of
 * ms, or one decided from the latest answer each time (false: not again).
 */
export interface AdminQueryOptions<T> {
  pollMs?: number | false | ((data: T | undefined) => number | false);
}

/**
 * Reads `area.name` with `args` (`null`: not yet, e.g. no record chosen), again whenever they change
 * and every `pollMs` while that is set (a background task's progress).
 */
export function useAdminQuery<A extends AdminArea, N extends AdminReadName<A>>(
  area: A,
  name: N,
  args: AdminArgs<A, N> | null,
  options: AdminQueryOptions<AdminAnswer<A, N>> = {},
): AdminQueryState<AdminAnswer<A, N>> {
  const { pollMs = false } = options;
  const t = useT();
  const query = useQuery({
    queryKey: [area, name, args],
    queryFn: () => callOf(area, name)(args ?? {}) as Promise<AdminAnswer<A, N>>,
    enabled: args !== null,
    placeholderData: keepPreviousData,
    refetchInterval: typeof pollMs === 'function' ? (current) => pollMs(current.state.data) : pollMs,
  });
  const { refetch } = query;
  return {
    data: query.data,
    loading: query.isFetching,
    error: query.error ? errorMessage(query.error, t) : '',
    status: query.error instanceof ApiError ? query.error.status : 0,
    refetch: useCallback(() => void refetch(), [refetch]),
  };
}

export interface AdminMutation<A extends AdminArea, N extends AdminWriteName<A>> {
  /** Sends the call; resolves with its answer once the shown reads have refreshed, rejects with the failure. */
  run: (args: AdminArgs<A, N>, body?: AdminBody<A, N>) => Promise<AdminAnswer<A, N>>;
  pending: boolean;
  /** The last failure in the admin's language ('' none). */
  error: string;
}

/** A write through `area.name`; on success every read on screen refreshes, the others when next shown. */
export function useAdminMutation<A extends AdminArea, N extends AdminWriteName<A>>(area: A, name: N): AdminMutation<A, N> {
  const t = useT();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ args, body }: { args: AdminArgs<A, N>; body?: AdminBody<A, N> }) =>
      callOf(area, name)(args, body) as Promise<AdminAnswer<A, N>>,
    onSuccess: () => client.invalidateQueries(),
  });
  const { mutateAsync } = mutation;
  return {
    run: useCallback((args, body) => mutateAsync({ args, body }), [mutateAsync]),
    pending: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error, t) : '',
  };
}

/**
 * For a write that is not a bound call (an upload, an import): what a mutation does on success,
 * every read on screen read again, the others when next shown.
 */
export function useRefreshAfterWrite(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries(), [client]);
}

/**
 * A write that changes nothing a page shows (a listen, which stores at most a voice file): sent like
 * a mutation, without refreshing the reads on screen.
 */
export function useAdminAction<A extends AdminArea, N extends AdminWriteName<A>>(area: A, name: N): AdminMutation<A, N>['run'] {
  return useCallback((args, body) => callOf(area, name)(args, body) as Promise<AdminAnswer<A, N>>, [area, name]);
}
