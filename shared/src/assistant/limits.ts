/** The assistant's limits, without the schemas (the learner shell's head checks a search before any schema loads). */
export const ASSISTANT_LIMITS = {
  /** Characters of one question to the knowledge chat. */
  questionMax: 500,
  /** Earlier turns sent with a question (each side's), the newest last. */
  historyTurnsMax: 10,
  /** Characters of one earlier turn sent back. */
  turnMax: 2000,
  /** Characters of a search text. */
  searchMax: 100,
} as const;
