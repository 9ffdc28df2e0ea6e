/** The data centre's errors (`errors.reports`): in a module of their own, since every screen's `common` strings carry them. */
export const reportErrorsZhCN = {
  packageNotFound: '任务包不存在或已删除',
  childNotFound: '子任务不存在或已删除',
  studentNotFound: '学员不存在',
  modelNotConfigured: '未配置AI模型，无法生成AI报告，请联系管理员',
  modelFailed: 'AI模型暂时没有响应，请稍后再试',
  exportBusy: '正在导出的报表过多，请稍后再试',
} as const;
