/** Appeals in the back office (`complain`, `complain-detail`; docs/appeals.md) — the `appealsAdmin` section of the zh-CN source. */
export const appealsAdminZhCN = {
  /** Status as the back office shows it (§4: processing also shows as waiting to the learner). */
  status: { '0': '待处理', '1': '处理中', '2': '已通过', '3': '已驳回' },
  /** The steps of the audit trail. */
  event: { submitted: '提交申诉', accepted: '开始处理', completed: '重新评分并通过', rejected: '驳回' },
} as const;
