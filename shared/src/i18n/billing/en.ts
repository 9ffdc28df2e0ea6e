import type { Messages } from '../messages.js';

export const billingEn: Messages['billing'] = {
  rules: {
    day: 'Dates are written year-month-day',
    kind: 'Unsupported bill type',
    amount: 'The amount is a whole number of fen, not 0, at most 10 million yuan',
    noteTooLong: 'A note has at most 200 characters',
    per: 'The pricing unit is a positive whole number',
    price: 'A price is a whole number of fen, 0 or more',
    limit: 'A limit is a whole number, 0 or more; leave it empty for no limit',
    by: 'Usage is grouped by department or by person',
    granularity: 'Usage is counted by day, week or month',
    service: 'Unsupported billed service',
    range: 'The start may not be after the end, and the period is at most 366 days',
  },
  export: {
    filename: 'Usage',
    sheet: 'Usage',
    department: 'Department',
    user: 'Person',
    period: 'Period',
    service: 'Service',
    quantity: 'Quantity',
    output: 'Output',
    cost: 'Cost (CNY)',
    none: '(none)',
    services: {
      asr: 'Speech recognition (ms)',
      tts: 'Speech synthesis (characters)',
      llm: 'Language model (tokens)',
      embedding: 'Embeddings (tokens)',
      video: 'Video processing (seconds)',
      sms: 'SMS (messages)',
      storage: 'Storage (bytes)',
    },
  },
};
