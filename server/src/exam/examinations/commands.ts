import { roundScore, type AdminPaper, type ExaminationOverviewResponse, type ExaminationPapersQuery, type ExaminationPapersResponse } from '@peilian/shared';
import { handedInPapers } from '../../data/attempts.js';
import { examChildrenOfPaper, lockPaper, paperFigures, updatePaper } from '../../data/papers.js';
import type { PaperRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { assertPaperRight, paperDetail } from '../papers/commands.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Examinations (admin §7 `api/admin/study/examination/{id}`): a paper seen as the exam the
 * organisation runs, its id the paper's. The overview, the handed-in papers, publishing (the
 * paper's own rules) and disabling: a disabled examination starts no new attempts and is offered
 * to no new exam child task, while attempts in progress still save and submit.
 */

/** `GET .../examination/{id}`: the paper's summary, the exam child tasks running it and how learners fared. */
export async function examinationOverview(request: Caller, paper: PaperRow): Promise<Omit<ExaminationOverviewResponse, 'successed'>> {
  const { db } = request.deps;
  const orgId = request.caller.orgId;
  const [detail, children, figures] = await Promise.all([
    paperDetail(request, paper.id),
    examChildrenOfPaper(db, orgId, paper.id),
    paperFigures(db, request.viewer, paper.id),
  ]);
  const { questions: _questions, warnings: _warnings, ...summary } = detail;
  return {
    paper: summary,
    children: children.map((child) => ({
      id: child.id,
      title: child.title,
      packageId: child.packageId,
      packageTitle: child.packageTitle,
      starttime: child.startAt.getTime(),
      endtime: child.endAt.getTime(),
      publishState: child.publishState,
    })),
    figures: {
      started: figures.started,
      submitted: figures.submitted,
      passed: figures.passed,
      average: figures.average === null ? null : roundScore(figures.average),
      highest: figures.highest === null ? null : roundScore(figures.highest),
    },
  };
}

/** `GET .../examination/{id}/papers`: one row per submitted attempt, newest first. */
export async function examinationPapers(
  request: Caller,
  paper: PaperRow,
  query: ExaminationPapersQuery,
): Promise<Omit<ExaminationPapersResponse, 'successed'>> {
  const found = await handedInPapers(
    request.deps.db,
    { viewer: request.viewer, paperId: paper.id, name: query.name, passed: query.passed as 0 | 1 | undefined },
    query.page,
    query.rows,
  );
  return {
    total: found.total,
    rows: found.rows.map(({ attempt, name, account, department, childTitle, packageTitle }) => {
      const submittedAt = (attempt.submittedAt ?? attempt.deadline).getTime();
      return {
        id: attempt.id,
        userid: attempt.userId,
        name,
        account,
        department: department ?? '',
        childId: attempt.childTaskId,
        childTitle,
        packageTitle,
        attempt: attempt.attemptNo,
        score: roundScore(attempt.score ?? 0),
        passed: attempt.passed === 1,
        submittedBy: attempt.submittedBy === 'deadline' ? 'deadline' : 'learner',
        startedAt: attempt.startedAt.getTime(),
        submittedAt,
        duration: Math.max(0, Math.round((submittedAt - attempt.startedAt.getTime()) / 1000)),
      };
    }),
  };
}

/**
 * `POST .../examination/{id}/disable`: 1 stops new starts (read by every start as it is now) and
 * keeps the paper out of new exam child tasks; 0 opens it again. Attempts in progress go on.
 * Disabling can be undone and keeps the paper, so it is `edit` in the paper's catalogue.
 */
export async function setExaminationDisabled(request: Caller, paper: PaperRow, disabled: 0 | 1): Promise<AdminPaper> {
  await assertPaperRight(request, paper, 'edit');
  const { orgId } = request.caller;
  await request.deps.db.transaction(async (tx) => {
    const locked = await lockPaper(tx, orgId, paper.id);
    if (!locked) throw appError('errors.exam.paperNotFound');
    if (locked.disabled !== disabled) await updatePaper(tx, orgId, paper.id, { disabled }, request.deps.clock.now());
  });
  request.log.info({ orgId, paperId: paper.id, disabled, by: request.caller.id }, 'examination disabled flag changed');
  return paperDetail(request, paper.id);
}
