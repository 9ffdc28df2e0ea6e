/** The cost centre's strings (docs/billing.md); its server errors are `errors.billing.*`. */
export const billingZhCN = {
  rules: {
    day: '日期格式应为 年-月-日',
    kind: '不支持的账单类型',
    amount: '金额应为不为 0 的整数（单位：分），且不超过 1000 万元',
    noteTooLong: '备注最多 200 个字',
    per: '计价单位应为正整数',
    price: '单价应为不小于 0 的整数（单位：分）',
    limit: '额度应为不小于 0 的整数，留空表示不限',
    by: '只能按部门或按人员统计',
    granularity: '只能按日、周或月统计',
    service: '不支持的计费服务',
    range: '开始日期不能晚于结束日期，且不超过 366 天',
  },
} as const;
