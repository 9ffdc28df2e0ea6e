import type { Messages } from '../messages.js';

export const reportsEn: Messages['reports'] = {
  rules: {
    day: 'Dates are written year-month-day',
    period: 'The period can only be today, the last 7 days or the last 30 days',
    status: 'The status can only be not started, in progress, passed or failed',
    sort: 'This sort order is not supported',
    range: 'The start date cannot be after the end date',
  },
};
