/** The data centre's strings (`reports`): the home dashboard, task, student and activity reports (admin namespace). */
export const reportsZhCN = {
  rules: {
    day: '日期格式应为 年-月-日',
    period: '统计周期只能是今天、近7天或近30天',
    status: '状态只能是未开始、进行中、已通过或未通过',
    sort: '不支持的排序方式',
    range: '开始日期不能晚于结束日期',
  },
} as const;
