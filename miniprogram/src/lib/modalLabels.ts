/**
 * The labels the app puts on a WeChat modal's buttons (`feedback.ts`). WeChat refuses a modal whose
 * label is wider than 4 Chinese characters (a Latin letter counts half) — the modal never shows —
 * so every label is one of these, and `modalLabels.test.ts` measures each in every language.
 */
export const MODAL_LABELS = [
  'common.confirm',
  'common.cancel',
  'exam.taking.submit',
  'practiceLearner.endConfirmButton',
  'practiceLearner.cancel',
  'mini.restart',
] as const
export type ModalLabel = (typeof MODAL_LABELS)[number]
