/** Refusals of the voiceprint calls: `errors.voiceprint.*`. */
export const voiceprintErrorsZhCN = {
  notEnabled: '声纹功能未开启，请联系管理员',
  providerFailed: '声纹服务暂时不可用，请稍后重试',
  notRegistered: '声纹未注册或已过期，请检查后重试',
  auditNotFound: '没有待审核的声纹记录',
  auditFinal: '该声纹记录已处理，审核结果不能撤回',
  noRecording: '请先完成朗读录音',
  sampleNotFound: '录音不存在或已删除',
  notMatched: '请先通过声纹比对',
} as const;
