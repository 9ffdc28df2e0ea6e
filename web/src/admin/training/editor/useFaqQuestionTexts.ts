import { useEffect, useRef, useState } from 'react';
import { fetchFaq } from '../../faq/faqApi';
import type { FaqChoice } from '../../faq/FaqPicker';

/**
 * The texts of chosen questions a stored child task names only by id, each read once: id → text,
 * or null when the question is gone (or cannot be read).
 */
export function useFaqQuestionTexts(chosen: readonly FaqChoice[]): Record<string, string | null> {
  const [texts, setTexts] = useState<Record<string, string | null>>({});
  // Asked once per id: a read that arrives must not cancel or repeat the others still under way.
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const wanted = chosen
    .filter((item) => !item.question)
    .map((item) => item.id)
    .join(',');
  useEffect(() => {
    for (const id of wanted ? wanted.split(',') : []) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      fetchFaq(id).then(
        (faq) => mounted.current && setTexts((known) => ({ ...known, [id]: faq.question })),
        () => mounted.current && setTexts((known) => ({ ...known, [id]: null })),
      );
    }
  }, [wanted]);
  return texts;
}
