import { appealsZhTW } from './appeals/zhTW.js';
import { appealsAdminZhTW } from './appealsAdmin/zhTW.js';
import { dialogueZhTW } from './dialogue/zhTW.js';
import { libraryZhTW } from './library/zhTW.js';
import { examZhTW } from './exam/zhTW.js';
import { peopleZhTW } from './people/zhTW.js';
import { tasksZhTW } from './tasks/zhTW.js';
import { trainingAdminZhTW } from './trainingAdmin/zhTW.js';
import type { Messages } from './messages.js';
import { learnerTrainingZhTW } from './learnerTraining/zhTW.js';
import { examAdminZhTW } from './examAdmin/zhTW.js';
import { practiceAdminZhTW } from './practiceAdmin/zhTW.js';
import { practiceSessionZhTW } from './practiceSession/zhTW.js';
import { examLearnerZhTW } from './examLearner/zhTW.js';
import { examWebZhTW } from './examWeb/zhTW.js';
import { practiceWebZhTW } from './practiceWeb/zhTW.js';
import { dubbingZhTW } from './dubbing/zhTW.js';
import { practiceLearnerZhTW } from './practiceLearner/zhTW.js';
import { faqAdminZhTW } from './faqAdmin/zhTW.js';
import { levelsZhTW } from './levels/zhTW.js';
import { checkinAdminZhTW, checkinZhTW } from './checkin/zhTW.js';
import { notifyAdminZhTW } from './notifyAdmin/zhTW.js';
import { dialogCollectZhTW } from './dialogCollect/zhTW.js';
import { knowledgeAdminZhTW } from './knowledgeAdmin/zhTW.js';
import { aigcBankZhTW } from './aigcBank/zhTW.js';
import { mediaQuestionsZhTW } from './mediaQuestions/zhTW.js';
import { noticesZhTW } from './notices/zhTW.js';
import { assistantZhTW } from './assistant/zhTW.js';
import { loginLogsZhTW } from './loginLogs/zhTW.js';
import { settingsZhTW } from './settings/zhTW.js';
import { importZhTW } from './import/zhTW.js';
import { operationLogsZhTW } from './operationLogs/zhTW.js';
import { recycleBinZhTW } from './recycleBin/zhTW.js';
import { voiceprintAdminZhTW } from './voiceprintAdmin/zhTW.js';
import { reportsZhTW } from './reports/zhTW.js';
import { billingZhTW } from './billing/zhTW.js';
import { faqLearnerZhTW } from './faqLearner/zhTW.js';
import { scenarioWebZhTW } from './scenarioWeb/zhTW.js';
import { commonZhTW } from './common/zhTW.js';
import { voiceprintZhTW } from './voiceprint/zhTW.js';
import { adminZhTW } from './admin/zhTW.js';

export const zhTW: Messages = {
  ...commonZhTW,
  admin: adminZhTW,
  people: peopleZhTW,
  dialogue: dialogueZhTW,
  exam: examZhTW,
  tasks: tasksZhTW,
  trainingAdmin: trainingAdminZhTW,
  library: libraryZhTW,
  examAdmin: examAdminZhTW,
  practiceAdmin: practiceAdminZhTW,
  practiceSession: practiceSessionZhTW,
  learnerTraining: learnerTrainingZhTW,
  examLearner: examLearnerZhTW,
  examWeb: examWebZhTW,
  practiceWeb: practiceWebZhTW,
  dubbing: dubbingZhTW,
  voiceprint: voiceprintZhTW,
  practiceLearner: practiceLearnerZhTW,
  scenarioWeb: scenarioWebZhTW,
  faqAdmin: faqAdminZhTW,
  faqLearner: faqLearnerZhTW,
  reports: reportsZhTW,
  billing: billingZhTW,
  levels: levelsZhTW,
  checkin: checkinZhTW,
  checkinAdmin: checkinAdminZhTW,
  notifyAdmin: notifyAdminZhTW,
  dialogCollect: dialogCollectZhTW,
  knowledgeAdmin: knowledgeAdminZhTW,
  aigcBank: aigcBankZhTW,
  mediaQuestions: mediaQuestionsZhTW,
  notices: noticesZhTW,
  assistant: assistantZhTW,
  loginLogs: loginLogsZhTW,
  settings: settingsZhTW,
  operationLogs: operationLogsZhTW,
  import: importZhTW,
  recycleBin: recycleBinZhTW,
  voiceprintAdmin: voiceprintAdminZhTW,
  appeals: appealsZhTW,
  appealsAdmin: appealsAdminZhTW,
};
