/** The quick Q&A errors (`errors.faq`): in a module of their own, since every screen's `common` strings carry them. */
export const faqErrorsZhCN = {
  notFound: '题目不存在',
  drillNotFound: '练习不存在',
  questionUnknown: '没有这道题',
  bankEmpty: '题库中没有可抽取的题目，请联系管理员',
  drillFinished: '本次练习已结束',
  inUse: '该题目已被快问快答任务使用，不能删除',
  refsUnknown: '所选的题目分类或题目不存在',
  modelNotConfigured: '未配置AI模型，无法生成相似问题，请联系管理员',
  modelFailed: 'AI模型暂时没有响应，请稍后再试',
} as const;
