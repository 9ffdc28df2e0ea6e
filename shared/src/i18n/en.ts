import { appealsEn } from './appeals/en.js';
import { appealsAdminEn } from './appealsAdmin/en.js';
import { dialogueEn } from './dialogue/en.js';
import { libraryEn } from './library/en.js';
import { examEn } from './exam/en.js';
import { peopleEn } from './people/en.js';
import { tasksEn } from './tasks/en.js';
import { trainingAdminEn } from './trainingAdmin/en.js';
import type { Messages } from './messages.js';
import { learnerTrainingEn } from './learnerTraining/en.js';
import { examAdminEn } from './examAdmin/en.js';
import { practiceAdminEn } from './practiceAdmin/en.js';
import { practiceSessionEn } from './practiceSession/en.js';
import { examLearnerEn } from './examLearner/en.js';
import { examWebEn } from './examWeb/en.js';
import { practiceWebEn } from './practiceWeb/en.js';
import { dubbingEn } from './dubbing/en.js';
import { practiceLearnerEn } from './practiceLearner/en.js';
import { faqAdminEn } from './faqAdmin/en.js';
import { levelsEn } from './levels/en.js';
import { checkinAdminEn, checkinEn } from './checkin/en.js';
import { notifyAdminEn } from './notifyAdmin/en.js';
import { dialogCollectEn } from './dialogCollect/en.js';
import { knowledgeAdminEn } from './knowledgeAdmin/en.js';
import { aigcBankEn } from './aigcBank/en.js';
import { mediaQuestionsEn } from './mediaQuestions/en.js';
import { noticesEn } from './notices/en.js';
import { assistantEn } from './assistant/en.js';
import { loginLogsEn } from './loginLogs/en.js';
import { settingsEn } from './settings/en.js';
import { importEn } from './import/en.js';
import { operationLogsEn } from './operationLogs/en.js';
import { recycleBinEn } from './recycleBin/en.js';
import { voiceprintAdminEn } from './voiceprintAdmin/en.js';
import { reportsEn } from './reports/en.js';
import { billingEn } from './billing/en.js';
import { faqLearnerEn } from './faqLearner/en.js';
import { scenarioWebEn } from './scenarioWeb/en.js';
import { commonEn } from './common/en.js';
import { voiceprintEn } from './voiceprint/en.js';
import { adminEn } from './admin/en.js';

export const en: Messages = {
  ...commonEn,
  admin: adminEn,
  people: peopleEn,
  dialogue: dialogueEn,
  exam: examEn,
  tasks: tasksEn,
  trainingAdmin: trainingAdminEn,
  library: libraryEn,
  examAdmin: examAdminEn,
  practiceAdmin: practiceAdminEn,
  practiceSession: practiceSessionEn,
  learnerTraining: learnerTrainingEn,
  examLearner: examLearnerEn,
  examWeb: examWebEn,
  practiceWeb: practiceWebEn,
  dubbing: dubbingEn,
  voiceprint: voiceprintEn,
  practiceLearner: practiceLearnerEn,
  scenarioWeb: scenarioWebEn,
  faqAdmin: faqAdminEn,
  faqLearner: faqLearnerEn,
  reports: reportsEn,
  billing: billingEn,
  levels: levelsEn,
  checkin: checkinEn,
  checkinAdmin: checkinAdminEn,
  notifyAdmin: notifyAdminEn,
  dialogCollect: dialogCollectEn,
  knowledgeAdmin: knowledgeAdminEn,
  aigcBank: aigcBankEn,
  mediaQuestions: mediaQuestionsEn,
  notices: noticesEn,
  assistant: assistantEn,
  loginLogs: loginLogsEn,
  settings: settingsEn,
  operationLogs: operationLogsEn,
  import: importEn,
  recycleBin: recycleBinEn,
  voiceprintAdmin: voiceprintAdminEn,
  appeals: appealsEn,
  appealsAdmin: appealsAdminEn,
};
