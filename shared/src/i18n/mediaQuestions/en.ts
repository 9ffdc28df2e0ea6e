import type { Messages } from '../messages.js';

/** The `mediaQuestions` section in English. */
export const mediaQuestionsEn: Messages['mediaQuestions'] = {
  rules: {
    atInvalid: 'Enter the second the question appears at (a whole number, 0 or more)',
    tooMany: 'A file or video holds at most 20 questions',
    choicesInvalid: 'Choose an answer',
  },
  learner: {
    title: 'Question',
    progress: 'Question {n} of {total}',
    submit: 'Submit',
    right: 'Correct',
    wrong: 'Not quite. The correct answer: {answer}',
    continue: 'Continue',
    answerFirst: 'Answer the question to play on',
    afterReading: 'Answer the questions once you have read the file',
    open: 'Answer the questions',
    remaining: '{count} questions left to answer',
    remaining_one: '{count} question left to answer',
    allAnswered: 'All questions answered',
    failed: 'Your answer could not be sent; please try again',
    chooseOne: 'Choose one answer',
    chooseSome: 'Choose the answers (one or more)',
  },
  type: {
    single: 'Single choice',
    multiple: 'Multiple choice',
    judge: 'True or false',
  },
  admin: {
    title: 'Questions',
    videoHint: 'The video pauses at each question’s second; learners play on once they have answered',
    fileHint: 'Learners answer these questions after reading the file',
    add: 'Add a question',
    at: 'At (seconds)',
    type: 'Type',
    text: 'Question',
    options: 'Options',
    correct: 'Correct answer',
    addOption: 'Add an option',
    remove: 'Remove',
    save: 'Save questions',
    saved: 'Questions saved',
    saveFailed: 'The questions could not be saved',
    empty: 'No questions yet',
    judgeTrue: 'True',
    judgeFalse: 'False',
    learnerAnswers: 'The learner’s answers',
    notAnswered: 'Not answered',
  },
  preview: {
    title: 'File preview',
    refused: 'This address cannot be previewed: only this platform’s files can',
    missing: 'No file to preview',
    unsupported: 'This file cannot be shown here; download it to view it',
    download: 'Download the file',
    loadFailed: 'The file could not be loaded',
    fullScreen: 'Full screen',
  },
};

/** Refusals of the media question calls in English. */
export const mediaQuestionsErrorsEn: Messages['errors']['mediaQuestions'] = {
  notFound: 'This question does not exist',
  answerInvalid:
    'The answer does not fit the question: choose one option for single choice and true/false, one or more for multiple choice, only the question’s options',
  atBeyondEnd: 'The question’s second lies beyond the end of the video',
  alreadyAnswered: 'This question is already answered; the answer cannot be changed',
  unanswered: 'Answer the questions first',
};
