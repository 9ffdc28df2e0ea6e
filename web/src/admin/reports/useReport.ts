import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';

export interface ReportState<T> {
  data: T | null;
  loading: boolean;
  /** The server's refusal or the network failure, in the admin's language ('' none). */
  error: string;
}

/**
 * Loads a report for `args` (again whenever they change), dropping an answer overtaken by a newer
 * request so a slow answer never replaces the filters' latest view.
 */
export function useReport<A, T>(load: (args: A) => Promise<T>, args: A | null): ReportState<T> {
  const t = useT();
  const [state, setState] = useState<ReportState<T>>({ data: null, loading: args !== null, error: '' });
  useEffect(() => {
    if (args === null) return;
    let live = true;
    setState((current) => ({ ...current, loading: true, error: '' }));
    load(args).then(
      (data) => live && setState({ data, loading: false, error: '' }),
      (error: unknown) => live && setState((current) => ({ ...current, loading: false, error: errorMessage(error, t) })),
    );
    return () => {
      live = false;
    };
  }, [load, args, t]);
  return state;
}
