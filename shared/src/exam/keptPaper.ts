import type { ExamStartResponse, ExamTokenResponse } from '../schemas/exam.js';
import type { ExamCalls, ExamDevice } from './attemptPorts.js';
import { openPaper, type KeptPaper } from './sealedPaper.js';

/**
 * The paper kept on the device ahead of the exam's window (docs/exam.md, "A start without a
 * spike"): fetched sealed when the learner opens the exam, opened with the key the start gives.
 */
export interface PaperKeeping {
  childId: string;
  device: ExamDevice;
  calls: ExamCalls;
  /** Hears of what failed without stopping the learner. */
  report: (what: string, error: unknown) => void;
}

/** The sealed paper the device keeps; none when it cannot be read. */
async function keptPaper({ device, report }: PaperKeeping): Promise<KeptPaper | null> {
  try {
    return await device.paper();
  } catch (error) {
    report('no kept paper to read', error);
    return null;
  }
}

/**
 * Keeps the paper of the cover's version on the device, fetched once per version, so a paper
 * changed since is fetched again. Without it the start brings the questions: a failure here only
 * costs that.
 */
export async function keepPaper(on: PaperKeeping, cover: ExamTokenResponse): Promise<void> {
  if (!cover.paperversion || cover.status === 'submitted') return;
  if ((await keptPaper(on))?.version === cover.paperversion) return;
  try {
    const { version, sealed } = await on.calls.paper({ id: on.childId });
    await on.device.keepPaper({ version, sealed });
  } catch (error) {
    on.report('paper not kept ahead of the start', error);
  }
}

/**
 * Starts or resumes on the server. Naming the kept paper's version, the answer is the attempt and
 * the key that opens the kept copy; otherwise — or should the copy not open — the questions come too.
 * Either way the answer given back holds the questions.
 */
export async function startWithKeptPaper(on: PaperKeeping, key: string): Promise<ExamStartResponse> {
  const { calls, childId } = on;
  const kept = await keptPaper(on);
  const start = await calls.start({ id: childId, key, ...(kept ? { paperversion: kept.version } : {}) });
  if (!start.paperkey) return start;
  const questions = kept && openPaper(kept, start.paperkey);
  if (questions) return { ...start, paper: { ...start.paper, questions }, paperkey: '' };
  on.report('kept paper did not open', null);
  return calls.start({ id: childId, key: start.key });
}
