import { useEffect, useState } from 'react';

/**
 * A bank's chosen catalogue: `selected` (from the URL, which changes in a transition) or, until that
 * catches up, the one just clicked, so the tree and the new question's catalogue follow the click at once.
 */
export function usePickedCatalogue(selected: string, onSelect: (id: string) => void): [string, (id: string) => void] {
  const [picked, setPicked] = useState(selected);
  useEffect(() => setPicked(selected), [selected]);
  const pick = (id: string) => {
    setPicked(id);
    onSelect(id);
  };
  return [picked, pick];
}
