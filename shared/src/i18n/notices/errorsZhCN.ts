/** The errors of the notices and the task-message subscription (errors.notices), in a module of their own: the
 * mini-program's main package bundles them without the notices' other strings. */
export const noticesErrorsZhCN = {
  notFound: '该消息不存在',
  linkInvalid: '链接已失效，验证失败，请重试',
  unavailable: '本企业未开启微信任务消息',
} as const;
