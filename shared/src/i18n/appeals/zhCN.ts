/** Appeals on the learner surfaces (admin-back-office §3–§5, §8, §9; docs/appeals.md) — the `appeals` section of the zh-CN source. */
export const appealsZhCN = {
  type: { practice: '陪练', exam: '考试', faq: '快问快答' },
  /** What the learner is shown: processing shows as waiting (§4). */
  status: { waiting: '待处理', completed: '已通过', rejected: '已驳回' },
  /** The criteria of a practice session scored without a rule. */
  criteria: { completeness: '流程完整度', turnscore: '回答得分' },
  rules: {
    typeInvalid: '申诉的记录类型不正确',
    recordRequired: '请选择要申诉的学习记录',
    reasonRequired: '请填写申诉理由',
    reasonTooLong: '申诉理由最多100个字',
    itemsInvalid: '申诉的条目不正确',
    statusInvalid: '申诉状态不正确',
    opinionRequired: '审核意见不能为空',
    opinionTooLong: '审核意见最多50个字',
    scoresRequired: '请至少重新评定一项得分',
    scoreInvalid: '得分必须是数字',
    dayInvalid: '日期格式应为 yyyy-MM-dd',
    dayTwice: '{day} 不能既是节假日又是调休上班日',
    calendarTooLong: '日期最多400个',
  },
  /** Why a record cannot be appealed now. */
  refusal: {
    notScored: '该记录还没有成绩，暂不能申诉',
    alreadyAppealed: '该学习记录已申诉，每条记录只能申诉一次',
  },
} as const;
