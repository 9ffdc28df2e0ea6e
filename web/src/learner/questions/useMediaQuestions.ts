import { firstUnanswered, questionGate, type LearnerMediaQuestion } from '@peilian/shared';
import { useCallback, useEffect, useState } from 'react';
import { answerMediaQuestion, fetchMediaQuestions } from '../../training';

/**
 * The questions inside the media on screen: the list (no answer key until answered), the point the
 * video may not pass (`gate`), the question open in the sheet, and answering it.
 */
export function useMediaQuestions(childId: string, mediaId: string) {
  const [questions, setQuestions] = useState<LearnerMediaQuestion[]>([]);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    fetchMediaQuestions(childId, mediaId)
      .then((list) => live && setQuestions(list))
      .catch((error: unknown) => console.warn('[questions] the media questions could not be loaded', error));
    return () => {
      live = false;
    };
  }, [childId, mediaId]);

  const answer = useCallback(
    async (n: number, choices: string[]) => {
      const result = await answerMediaQuestion(childId, mediaId, n, choices);
      setQuestions((current) => current.map((question) => (question.n === n ? result.question : question)));
      return result;
    },
    [childId, mediaId],
  );

  const openNext = useCallback(() => setOpen(firstUnanswered(questions)?.n ?? null), [questions]);
  const question = questions.find((entry) => entry.n === open) ?? null;
  const remaining = questions.filter((entry) => entry.answered !== 1).length;
  return { questions, gate: questionGate(questions), question, remaining, openNext, close: () => setOpen(null), answer };
}
