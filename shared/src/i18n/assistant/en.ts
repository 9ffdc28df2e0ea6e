import type { Messages } from '../messages.js';

export const assistantEn: Messages['assistant'] = {
  rules: {
    questionRequired: 'Enter your question',
    questionTooLong: 'A question is at most 500 characters',
    searchRequired: 'Enter what to search for',
    searchTooLong: 'A search is at most 100 characters',
  },
  knowledge: 'Smart knowledge',
  service: 'Smart customer service',
  search: 'Search',
};

export const assistantErrorsEn: Messages['errors']['assistant'] = {
  disabled: 'The assistant is not enabled; ask your administrator to configure a language model',
  notDealer: 'Smart knowledge is not enabled for this organisation',
  tokenInvalid: 'This customer-service link has expired; close it and open it again',
};
