export { assistantErrorsZhCN } from './errorsZhCN.js';

/** The learner's intelligent assistant: smart knowledge, the smart customer-service dialog, search (docs/assistant.md). */
export const assistantZhCN = {
  rules: {
    questionRequired: '请输入您的问题',
    questionTooLong: '问题不能超过500个字符',
    searchRequired: '请输入搜索内容',
    searchTooLong: '搜索内容不能超过100个字符',
  },
  knowledge: '智能知识',
  service: '智能客服',
  search: '搜索',
} as const;
