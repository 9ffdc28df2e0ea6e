import type { Messages } from '../messages.js';

export const faqAdminEn: Messages['faqAdmin'] = {
  rules: {
    questionRequired: 'Enter the standard question',
    questionTooLong: 'The standard question can have at most {max} characters',
    answerRequired: 'Enter the standard answer',
    answerTooLong: 'The standard answer can have at most {max} characters',
    similarRequired: 'Enter the similar question',
    extendedRequired: 'Enter the extended question',
    extendedAnswerRequired: 'Enter the answer to the extended question',
    sortRange: 'The sort number must be a whole number from {min} to {max}',
    emotionInvalid: 'The emotion is not valid',
    keywordsTooMany: 'At most {max} answer keywords',
    keywordsDuplicate: 'Answer keywords must not repeat',
    keywordTooLong: 'Each keyword can have at most {max} characters',
    similarTooMany: 'At most {max} similar questions',
    extendedTooMany: 'At most {max} extended questions',
    imagesTooMany: 'At most {max} images',
    imageInvalid: 'The image is not valid; upload it again',
    imageDescriptionTooLong: 'The image description can have at most {max} characters',
    thinkingInvalid: 'Thinking time is either allowed or not',
    descriptionTooLong: 'The description can have at most {max} characters',
  },
};
