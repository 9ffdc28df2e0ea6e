import type { Messages } from '../messages.js';

export const reportsZhTW: Messages['reports'] = {
  rules: {
    day: '日期格式應為 年-月-日',
    period: '統計週期只能是今天、近7天或近30天',
    status: '狀態只能是未開始、進行中、已通過或未通過',
    sort: '不支援的排序方式',
    range: '開始日期不能晚於結束日期',
  },
};
