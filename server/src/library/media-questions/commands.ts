import { type AdminMediaQuestion, type MediaQuestionsRequest } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import type { MediaListRow } from '../../data/media.js';
import { findMediaQuestions, replaceMediaQuestions } from '../../data/mediaQuestions.js';
import type { MediaQuestionRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { contentAccess } from '../catalogues/recordGuard.js';
import { mediaCatalogueType } from '../uploads/commands.js';

/** A question as the back office shows it, with its correct flags. */
export function presentAdminQuestion(row: MediaQuestionRow): AdminMediaQuestion {
  return {
    n: row.n,
    at: row.atSeconds,
    type: row.type,
    text: row.text,
    choices: row.choices.map((choice) => ({ id: choice.id, content: choice.content, iscorrect: choice.iscorrect })),
  };
}

/** `GET api/admin/v3/media/{id}/questions`. */
export async function mediaQuestionList(request: Caller, row: MediaListRow): Promise<AdminMediaQuestion[]> {
  return (await findMediaQuestions(request.deps.db, request.caller.orgId, row.media.id)).map(presentAdminQuestion);
}

/**
 * `PUT api/admin/v3/media/{id}/questions`: replaces the media's questions (needs `edit` in its
 * catalogue). A video's question may not lie beyond its end (when its length is known); a file's
 * questions come after reading, their point is 0. Sorted by point, numbered 1… in that order; a
 * learner's answers to questions replaced here no longer count.
 */
export async function saveMediaQuestions(request: Caller, row: MediaListRow, input: MediaQuestionsRequest): Promise<AdminMediaQuestion[]> {
  const { deps, caller, log } = request;
  (await contentAccess(request, 'media', mediaCatalogueType(row.media.kind))).assertRecord(row.media, 'edit');
  const isVideo = row.media.kind === 'video';
  const duration = row.media.durationSeconds;
  if (isVideo && duration > 0 && input.questions.some((question) => question.at > duration)) throw appError('errors.mediaQuestions.atBeyondEnd');
  const questions = input.questions
    .map((question) => ({
      atSeconds: isVideo ? question.at : 0,
      type: question.type,
      text: question.text,
      choices: question.choices.map((choice) => ({ id: choice.id, content: choice.content, iscorrect: choice.iscorrect })),
    }))
    .sort((a, b) => a.atSeconds - b.atSeconds);
  const saved = await replaceMediaQuestions(deps.db, caller.orgId, row.media.id, questions);
  log.info({ orgId: caller.orgId, mediaId: row.media.id, by: caller.id, count: saved.length }, 'media questions saved');
  return saved.sort((a, b) => a.n - b.n).map(presentAdminQuestion);
}
