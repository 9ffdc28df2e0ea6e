/** Refusals of the appeal calls: `errors.appeals.*`. */
export const appealsErrorsZhCN = {
  itemUnknown: '该记录没有这一评分项',
  itemRepeated: '同一评分项只能评定一次',
  scoreOutOfRange: '得分超出该项的分值范围',
  scoreLowered: '申诉复核不能降低得分',
  nothingChanged: '得分没有变化；如不调整分数，请驳回申诉',
  notFound: '申诉不存在',
  recordNotFound: '学习记录不存在',
  audioNotFound: '该条没有录音',
  alreadyAppealed: '该学习记录已申诉，每条记录只能申诉一次',
  notScored: '该记录还没有成绩，暂不能申诉',
  final: '申诉已处理完毕，不能再修改',
} as const;
