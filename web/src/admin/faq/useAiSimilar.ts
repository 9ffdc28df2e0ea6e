import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../app';
import { excludeOf, LOADING, withAdded, withBatch, withFailure, withSelection, type AiState } from './aiSimilar';
import type { SimilarRequest } from './faqQueries';

export interface AiSimilarOptions {
  open: boolean;
  type: SimilarRequest['type'];
  text: string;
  /** What the item list already holds (never suggested again). */
  existing: readonly string[];
  onAdd: (items: string[]) => void;
  suggest: (request: SimilarRequest) => Promise<string[]>;
}

/**
 * The AI similar-question dialog's state: the first batch when it opens, "change batch" excluding
 * what was shown or added, adding the selected items (which leave the list), a late answer of a
 * batch no longer asked for ignored.
 */
export function useAiSimilar({ open, type, text, existing, onAdd, suggest }: AiSimilarOptions) {
  const t = useT();
  const [state, setState] = useState<AiState>(LOADING);
  // The latest list, read when a batch is asked for or arrives (adding must not ask again).
  const known = useRef(existing);
  known.current = existing;
  const asked = useRef(0);

  const load = useCallback(
    (from: AiState) => {
      const request = ++asked.current;
      setState({ ...from, status: 'loading', items: [], selected: [], message: '' });
      suggest({ type, text: text.trim(), exclude: excludeOf(from, known.current) }).then(
        (raw) => request === asked.current && setState((current) => withBatch(current, raw, known.current)),
        (error: unknown) => request === asked.current && setState((current) => withFailure(current, error, t)),
      );
    },
    [suggest, type, text, t],
  );

  useEffect(() => {
    if (open) load(LOADING);
    else asked.current += 1;
  }, [open, load]);

  const add = () => {
    const outcome = withAdded(state);
    setState(outcome.state);
    if (outcome.added.length > 0) onAdd(outcome.added);
  };
  const toggle = (item: string, checked: boolean) => setState((current) => withSelection(current, item, checked));
  return { t, state, add, toggle, change: () => load(state) };
}
