import { appealsZhCN } from './appeals/zhCN.js';
import { appealsAdminZhCN } from './appealsAdmin/zhCN.js';
import { adminZhCN } from './admin/zhCN.js';
import { commonZhCN } from './common/zhCNWhole.js';
import { dialogueZhCN } from './dialogue/zhCN.js';
import { libraryZhCN } from './library/zhCN.js';
import { examZhCN } from './exam/zhCN.js';
import { peopleZhCN } from './people/zhCN.js';
import { tasksZhCN } from './tasks/zhCN.js';
import { trainingAdminZhCN } from './trainingAdmin/zhCN.js';
import { learnerTrainingZhCN } from './learnerTraining/zhCN.js';
import { examAdminZhCN } from './examAdmin/zhCN.js';
import { practiceAdminZhCN } from './practiceAdmin/zhCN.js';
import { practiceSessionZhCN } from './practiceSession/zhCN.js';
import { examLearnerZhCN } from './examLearner/zhCN.js';
import { examWebZhCN } from './examWeb/zhCN.js';
import { practiceWebZhCN } from './practiceWeb/zhCN.js';
import { dubbingZhCN } from './dubbing/zhCN.js';
import { practiceLearnerZhCN } from './practiceLearner/zhCN.js';
import { scenarioWebZhCN } from './scenarioWeb/zhCN.js';
import { faqAdminZhCN } from './faqAdmin/zhCN.js';
import { faqLearnerZhCN } from './faqLearner/zhCN.js';
import { reportsZhCN } from './reports/zhCN.js';
import { billingZhCN } from './billing/zhCN.js';
import { levelsZhCN } from './levels/zhCN.js';
import { checkinAdminZhCN, checkinZhCN } from './checkin/zhCN.js';
import { notifyAdminZhCN } from './notifyAdmin/zhCN.js';
import { dialogCollectZhCN } from './dialogCollect/zhCN.js';
import { knowledgeAdminZhCN } from './knowledgeAdmin/zhCN.js';
import { aigcBankZhCN } from './aigcBank/zhCN.js';
import { mediaQuestionsZhCN } from './mediaQuestions/zhCNWhole.js';
import { noticesZhCN } from './notices/zhCN.js';
import { assistantZhCN } from './assistant/zhCN.js';
import { loginLogsZhCN } from './loginLogs/zhCN.js';
import { settingsZhCN } from './settings/zhCN.js';
import { importZhCN } from './import/zhCN.js';
import { operationLogsZhCN } from './operationLogs/zhCN.js';
import { voiceprintZhCN } from './voiceprint/zhCN.js';
import { recycleBinZhCN } from './recycleBin/zhCN.js';
import { voiceprintAdminZhCN } from './voiceprintAdmin/zhCN.js';

/**
 * The source language. Every other language must have exactly these keys (checked by the type
 * `Messages` and by a test). Keys are semantic paths; `{name}` marks an interpolated value.
 */
export const zhCN = {
  ...commonZhCN,
  admin: adminZhCN,
  people: peopleZhCN,
  dialogue: dialogueZhCN,
  exam: examZhCN,
  tasks: tasksZhCN,
  trainingAdmin: trainingAdminZhCN,
  library: libraryZhCN,
  examAdmin: examAdminZhCN,
  practiceAdmin: practiceAdminZhCN,
  practiceSession: practiceSessionZhCN,
  learnerTraining: learnerTrainingZhCN,
  examLearner: examLearnerZhCN,
  examWeb: examWebZhCN,
  practiceWeb: practiceWebZhCN,
  dubbing: dubbingZhCN,
  voiceprint: voiceprintZhCN,
  practiceLearner: practiceLearnerZhCN,
  scenarioWeb: scenarioWebZhCN,
  faqAdmin: faqAdminZhCN,
  faqLearner: faqLearnerZhCN,
  reports: reportsZhCN,
  billing: billingZhCN,
  levels: levelsZhCN,
  checkin: checkinZhCN,
  checkinAdmin: checkinAdminZhCN,
  notifyAdmin: notifyAdminZhCN,
  dialogCollect: dialogCollectZhCN,
  knowledgeAdmin: knowledgeAdminZhCN,
  aigcBank: aigcBankZhCN,
  mediaQuestions: mediaQuestionsZhCN,
  notices: noticesZhCN,
  assistant: assistantZhCN,
  loginLogs: loginLogsZhCN,
  settings: settingsZhCN,
  operationLogs: operationLogsZhCN,
  import: importZhCN,
  recycleBin: recycleBinZhCN,
  voiceprintAdmin: voiceprintAdminZhCN,
  appeals: appealsZhCN,
  appealsAdmin: appealsAdminZhCN,
} as const;
