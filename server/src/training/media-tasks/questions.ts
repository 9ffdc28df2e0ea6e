import { allAnswered, answerFits, type LearnerMediaQuestion, type MediaAnswerRequest, type MediaAnswerResponse } from '@peilian/shared';
import { findRefMedia } from '../../data/childTasks.js';
import { findMediaQuestions } from '../../data/mediaQuestions.js';
import { lockStudentTask } from '../../data/studentTasks.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { learnerOf } from '../learnerTasks.js';
import { presentMediaProgress } from '../learnerPresenter.js';
import { mediaStateOf, mediaStatesOf } from '../mediaState.js';
import { answersOf, placedOf, presentLearnerQuestion, scoreAnswer, withAnswer } from './answers.js';
import { mediaGate, refIn, saveViewing, viewerFor } from './commands.js';

/**
 * Questions inside a video or file, the learner's side (docs/training.md "Questions inside a video
 * or file"): the list without the answer key, and answering one, scored here and kept in the student
 * task's progress. A media with questions is done when its required time is met and every question
 * is answered (right or not).
 */

/** `GET api/trainning/v3/mediatask/{id}/{videoId}/questions[?userid]`. */
export async function learnerQuestions(request: Caller, childId: string, mediaId: string, userid: string): Promise<LearnerMediaQuestion[]> {
  const viewer = await viewerFor(request, userid);
  const gate = await mediaGate(request, viewer, childId, false);
  refIn(gate, mediaId);
  const questions = await findMediaQuestions(request.deps.db, viewer.learner.orgId, mediaId);
  const record = gate.records.find((entry) => entry.childTaskId === gate.child.id && entry.userId === viewer.learner.userId);
  const answers = answersOf(record?.progress ?? {}, mediaId, questions);
  return questions.map((question) => presentLearnerQuestion(question, answers.get(question.n)));
}

/** Question `n` of the media ('1', '2', …), else not found. */
function questionNumber(n: string): number {
  const value = /^[1-9][0-9]{0,3}$/.test(n) ? Number(n) : 0;
  if (!value) throw appError('errors.mediaQuestions.notFound');
  return value;
}

/**
 * `PUT api/trainning/v3/mediatask/{id}/{videoId}/{n}`: answers question `n`. The first answer is kept;
 * the same answer sent again gets the same result (a resend after a lost response), another one is
 * refused. Answering the last question of a media whose time is met makes it done, and may pass the
 * task and complete the package.
 */
export async function answerQuestion(
  request: Caller,
  ids: { childId: string; mediaId: string; n: string },
  body: MediaAnswerRequest,
): Promise<Omit<MediaAnswerResponse, 'successed'>> {
  const { deps } = request;
  const learner = learnerOf(request);
  const gate = await mediaGate(request, { learner, asAdmin: false }, ids.childId, true);
  const ref = refIn(gate, ids.mediaId);
  const n = questionNumber(ids.n);
  const questions = await findMediaQuestions(deps.db, learner.orgId, ids.mediaId);
  const question = questions.find((entry) => entry.n === n);
  if (!question) throw appError('errors.mediaQuestions.notFound');
  if (
    !answerFits(
      question.type,
      body.choices,
      question.choices.map((choice) => choice.id),
    )
  )
    throw appError('errors.mediaQuestions.answerInvalid');
  const [found] = await findRefMedia(deps.db, learner.orgId, [ids.mediaId]);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockStudentTask(tx, { ...learner, packageId: gate.pkg.pkg.id, childTaskId: gate.child.id }, now);
    const kept = answersOf(locked.progress, ids.mediaId, questions);
    const before = kept.get(n);
    const state = mediaStateOf(mediaStatesOf(locked.progress), ids.mediaId);
    if (before) {
      if (scoreAnswer(question, body.choices).chosen.sort().join() !== [...before.chosen].sort().join())
        throw appError('errors.mediaQuestions.alreadyAnswered');
      return {
        question: presentLearnerQuestion(question, before),
        media: presentMediaProgress(ref, found, state),
        taskstatus: locked.status,
        packagecompleted: 0,
      };
    }
    const answer = scoreAnswer(question, body.choices);
    kept.set(n, answer);
    const done: 0 | 1 = state.done === 1 || (state.credited >= ref.seconds && allAnswered(placedOf(questions, kept))) ? 1 : 0;
    const record = { ...locked, progress: withAnswer(locked.progress, ids.mediaId, n, answer) };
    const result = { state: { ...state, done }, accepted: 0, seekRefused: false, justDone: done === 1 && state.done === 0 };
    const { saved, packageCompleted } = await saveViewing(tx, learner, { gate, record, mediaId: ids.mediaId, result }, now);
    return {
      question: presentLearnerQuestion(question, answer),
      media: presentMediaProgress(ref, found, result.state),
      taskstatus: saved.status,
      packagecompleted: packageCompleted ? 1 : 0,
    };
  });
}
