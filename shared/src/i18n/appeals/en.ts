import type { Messages } from '../messages.js';

/** The `appeals` section in English. */
export const appealsEn: Messages['appeals'] = {
  type: { practice: 'Practice', exam: 'Exam', faq: 'Quick Q&A' },
  status: { waiting: 'Waiting', completed: 'Upheld', rejected: 'Rejected' },
  criteria: { completeness: 'Flow completeness', turnscore: 'Answer score' },
  rules: {
    typeInvalid: 'The kind of record appealed is not valid',
    recordRequired: 'Please choose the study record to appeal',
    reasonRequired: 'Please give the reason for the appeal',
    reasonTooLong: 'The reason may be at most 100 characters',
    itemsInvalid: 'The items appealed are not valid',
    statusInvalid: 'The appeal status is not valid',
    opinionRequired: 'Audit opinion cannot be empty',
    opinionTooLong: 'The audit opinion may be at most 50 characters',
    scoresRequired: 'Please re-score at least one item',
    scoreInvalid: 'A score must be a number',
    dayInvalid: 'Dates must read yyyy-MM-dd',
    dayTwice: '{day} cannot be both a holiday and a make-up working day',
    calendarTooLong: 'At most 400 dates',
  },
  refusal: {
    notScored: 'This record has no score yet and cannot be appealed',
    alreadyAppealed: 'This study record has been appealed already: each record can be appealed once',
  },
};

/** Refusals of the appeal calls: `errors.appeals.*`. */
export const appealsErrorsEn: Messages['errors']['appeals'] = {
  itemUnknown: 'The record has no such item',
  itemRepeated: 'Each item can be scored once',
  scoreOutOfRange: "The score is outside the item's range",
  scoreLowered: 'A review of an appeal cannot lower a score',
  nothingChanged: 'No score changed; to leave the scores as they are, reject the appeal',
  notFound: 'The appeal does not exist',
  recordNotFound: 'The study record does not exist',
  audioNotFound: 'This line has no recording',
  alreadyAppealed: 'This study record has been appealed already: each record can be appealed once',
  notScored: 'This record has no score yet and cannot be appealed',
  final: 'The appeal has been decided and cannot be changed',
};
