import { ok, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { mayUseAnyFunction } from '../../auth/functions.js';
import { appError } from '../../errors/index.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import type { Caller } from '../../auth/caller.js';
import { createPaper, drawPaperQuestions, editPaper, paperDetail, paperRecord, paperList, paperPreview, removePaper, setPaperStatus } from './commands.js';

/** Papers, once published, are what an exam child task may run (docs/exam.md `papers.status`). */
const PUBLISHED = 1;

const PAPER_FUNCTION = 'exammanagement';
const { papers } = ADMIN_ENDPOINTS;
const PAPERS = { functions: PAPER_FUNCTION };
const ID = { ...PAPERS, targets: ['params.id'], load: { id: paperRecord } };
/** The list and the detail also serve the package editor's paper picker. */
const PICKER = { functions: [PAPER_FUNCTION, ...TASK_LIST_FUNCTION_KEYS] };

/** Whether the caller manages papers, rather than reaching a read call through the paper picker. */
const managesPapers = ({ deps, caller }: Caller) => mayUseAnyFunction(deps, caller, [PAPER_FUNCTION]);

/**
 * Papers: the `exammanagement` function (its editors `editexam`, `editpaper` are hidden detail
 * routes with the same rights). The list and the detail also serve the package editor's paper
 * picker, so the task lists' keys may read them (published papers, without their questions);
 * everything else stays with exam managers.
 */
export function registerPaperRoutes(routers: Routers): void {
  // Exam managers see every paper; an administrator who reaches the list only through the picker
  // sees the published ones, whatever status is asked for.
  adminRoute(routers, papers.list, PICKER, async ({ query }, request) =>
    ok(await paperList(request, (await managesPapers(request)) ? query() : { ...query(), status: PUBLISHED })),
  );

  adminRoute(routers, papers.create, PAPERS, async ({ body }, request) => ok({ paper: await createPaper(request, body()) }));

  adminRoute(routers, papers.draw, PAPERS, async ({ body }, request) => {
    const { rules, seed } = body();
    return ok(await drawPaperQuestions(request, rules, seed));
  });

  // With answers, or (preview=1) as the learner sees it. The package editor shows the paper an exam
  // task runs to a task-list administrator: a published paper's figures, never its questions.
  adminRoute(routers, papers.read, { ...PICKER, targets: ['params.id'], load: { id: paperRecord } }, async ({ query, records: { id: paper } }, request) => {
    const presented = await paperDetail(request, paper.id);
    if (!(await managesPapers(request))) {
      if (paper.status !== PUBLISHED) throw appError('errors.exam.paperNotFound');
      if (query().preview === 1) throw appError('errors.forbidden');
      const { questions: _questions, warnings: _warnings, ...figures } = presented;
      return ok({ paper: figures });
    }
    if (query().preview !== 1) return ok({ paper: presented });
    const { questions: _answers, ...summary } = presented;
    return ok({ paper: summary, questions: await paperPreview(request, paper) });
  });

  adminRoute(routers, papers.update, ID, async ({ body, records: { id: paper } }, request) => ok({ paper: await editPaper(request, paper, body()) }));

  adminRoute(routers, papers.remove, { ...ID, recycles: 'paper' }, async ({ records }, request) => {
    await removePaper(request, records.id);
    return ok({});
  });

  // `status` 1 publishes (and locks the paper), 0 withdraws.
  adminRoute(routers, papers.status, ID, async ({ body, records: { id: paper } }, request) =>
    ok({ paper: await setPaperStatus(request, paper, body().status) }),
  );
}
