import { commonZhCN } from './common/zhCN.js';
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
import { practiceLearnerZhCN } from './practiceLearner/zhCN.js';
import { scenarioWebZhCN } from './scenarioWeb/zhCN.js';
import { faqAdminZhCN } from './faqAdmin/zhCN.js';
import { faqLearnerZhCN } from './faqLearner/zhCN.js';
import { reportsZhCN } from './reports/zhCN.js';

/**
 * The source language. Every other language must have exactly these keys (checked by the type
 * `Messages` and by a test). Keys are semantic paths; `{name}` marks an interpolated value.
 */
export const zhCN = {
  ...commonZhCN,
  admin: {
    listTotal: '共 {total} 条',
    homeTitle: '首页',
    welcome: '欢迎使用陪练管理后台',
    menu: {
      home: '首页',
      dataCentre: '数据中心',
      training: '培训管理',
      questionBank: '题库管理',
      assistant: '智能助手',
      system: '系统管理',
      logs: '日志管理',
      cost: '费用中心',
    },
  },
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
  practiceLearner: practiceLearnerZhCN,
  scenarioWeb: scenarioWebZhCN,
  faqAdmin: faqAdminZhCN,
  faqLearner: faqLearnerZhCN,
  reports: reportsZhCN,
} as const;
