import type { Messages } from '../messages.js';

export const faqErrorsEn: Messages['errors']['faq'] = {
  notFound: 'The question does not exist',
  drillNotFound: 'The drill does not exist',
  questionUnknown: 'There is no such question',
  bankEmpty: 'The bank has no questions to draw; contact your administrator',
  drillFinished: 'This drill has ended',
  inUse: 'A quick Q&A task uses this question; it cannot be deleted',
  refsUnknown: 'A chosen category or question does not exist',
  modelNotConfigured: 'No AI model is configured, so similar questions cannot be generated; contact your administrator',
  modelFailed: 'The AI model did not answer; try again later',
};
