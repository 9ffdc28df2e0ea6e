import type { Messages } from '../messages.js';

export const reportErrorsEn: Messages['errors']['reports'] = {
  packageNotFound: 'The task package does not exist or was deleted',
  childNotFound: 'The child task does not exist or was deleted',
  studentNotFound: 'The learner does not exist',
  modelNotConfigured: 'No AI model is configured, so no AI report can be written; contact your administrator',
  modelFailed: 'The AI model is not answering right now; try again later',
  exportBusy: 'Too many reports are being exported; try again shortly',
};
