/** The assistant's errors (errors.assistant), in a module of their own: the mini-program's main package bundles them without the assistant's other strings. */
export const assistantErrorsZhCN = {
  disabled: '智能助手未启用，请联系管理员配置大模型服务',
  notDealer: '本企业未开通智能知识',
  tokenInvalid: '智能客服链接已失效，请关闭后重新打开',
} as const;
