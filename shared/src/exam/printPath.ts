/** The PWA's printable result of an exam child task (hash-routed): the learner's latest submitted attempt. */
export const EXAM_PRINT_PATH = '/user/dashboard/print';

/** `/user/dashboard/print?id=<exam child task>`. */
export const examPrintPath = (childId: string): string => `${EXAM_PRINT_PATH}?id=${encodeURIComponent(childId)}`;

/**
 * The printable result as a link to open in a computer's browser (the server serves the PWA at its
 * origin; the mini-program cannot print), e.g. `https://peilian.example.com/#/user/dashboard/print?id=…`.
 */
export const examPrintUrl = (origin: string, childId: string): string => `${origin}/#${examPrintPath(childId)}`;
