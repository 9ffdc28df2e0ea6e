import type { Messages } from '../messages.js';

export const billingZhTW: Messages['billing'] = {
  rules: {
    day: '日期格式應為 年-月-日',
    kind: '不支援的帳單類型',
    amount: '金額應為不為 0 的整數（單位：分），且不超過 1000 萬元',
    noteTooLong: '備註最多 200 個字',
    per: '計價單位應為正整數',
    price: '單價應為不小於 0 的整數（單位：分）',
    limit: '額度應為不小於 0 的整數，留空表示不限',
    by: '只能按部門或按人員統計',
    granularity: '只能按日、週或月統計',
    service: '不支援的計費服務',
    range: '開始日期不能晚於結束日期，且不超過 366 天',
  },
  export: {
    filename: '用量統計',
    sheet: '用量',
    department: '部門',
    user: '人員',
    period: '時間',
    service: '服務',
    quantity: '用量',
    output: '輸出用量',
    cost: '費用（元）',
    none: '（無）',
    services: {
      asr: '語音辨識（毫秒）',
      tts: '語音合成（字）',
      llm: '大模型（token）',
      embedding: '向量化（token）',
      video: '影片處理（秒）',
      sms: '簡訊（則）',
      storage: '儲存（位元組）',
    },
  },
};
