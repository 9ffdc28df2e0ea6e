/**
 * Retry delays of the learner's outboxes (exam answers, quick Q&A answers) after failed sends: 1 s
 * doubling to 30 s. In a module of its own so a mini-program subpackage that retries pulls in
 * nothing else.
 */
export function outboxBackoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}
