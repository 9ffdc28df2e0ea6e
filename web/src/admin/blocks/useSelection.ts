import { useState, type Key } from 'react';

/**
 * The rows chosen for a batch, within one `scope` (the list's page and filters as a string): when the
 * scope changes the choice is empty again, so a batch never acts on rows no longer on screen.
 */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; keys: Key[] }>({ scope, keys: [] });
  const keys = state.scope === scope ? state.keys : [];
  return {
    keys,
    onChange: (next: Key[]) => setState({ scope, keys: next }),
    clear: () => setState({ scope, keys: [] }),
  };
}
