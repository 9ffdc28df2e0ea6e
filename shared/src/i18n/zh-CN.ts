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
import { practiceLearnerZhCN } from './practiceLearner/zhCN.js';
import { scenarioWebZhCN } from './scenarioWeb/zhCN.js';
import { faqAdminZhCN } from './faqAdmin/zhCN.js';
import { faqLearnerZhCN } from './faqLearner/zhCN.js';
import { reportsZhCN } from './reports/zhCN.js';
import { levelsZhCN } from './levels/zhCN.js';
import { loginLogsZhCN } from './loginLogs/zhCN.js';
import { settingsZhCN } from './settings/zhCN.js';
import { importZhCN } from './import/zhCN.js';
import { operationLogsZhCN } from './operationLogs/zhCN.js';
import { recycleBinZhCN } from './recycleBin/zhCN.js';

/**
 * The source language. Every other language must have exactly these keys (checked by the type
 * `Messages` and by a test). Keys are semantic paths; `{name}` marks an interpolated value.
 */
export const zhCN = {
  ...commonZhCN,
  admin: {
    import: {
      stepChoose: '选择文件',
      stepPreview: '预览与检查',
      stepResult: '导入结果',
      choose: '选择Excel文件',
      chooseHint: '一次一个Excel文件（.xlsx 或 .xls）：可用导入模板，也可用列名相同的自有表格',
      template: '下载导入模板',
      next: '下一步',
      back: '上一步',
      run: '导入',
      finish: '完成',
      uploading: '正在上传并检查…',
      mode: '导入方式',
      mode1: '仅新增',
      mode2: '仅更新',
      mode3: '新增或更新',
      row: '行号',
      check: '检查结果',
      rowOk: '正确',
      summary: '共{total}行，正确{ok}行，错误{errors}行',
      account: '账号',
      name: '姓名',
      action: { insert: '新增', update: '更新', skip: '跳过', enable: '启用', disable: '禁用', delete: '删除' },
      actionCount: {
        insert: '新增{count}行',
        update: '更新{count}行',
        skip: '跳过{count}行',
        enable: '启用{count}行',
        disable: '禁用{count}行',
        delete: '删除{count}行',
        error: '错误{count}行',
      },
      plan: '共{count}行：{parts}',
      planSeparator: '，',
      blocked: '有错误的行，请修正后重新上传',
      partial: '导入时将跳过有错误的行，可下载错误行修改后重新导入',
      failed: '{errors}行有错误，未导入',
      errorFile: '下载错误行',
      done: '导入完成：新增{insert}条，更新{update}条，跳过{skip}条',
    },
    files: {
      template: '{name}导入模板',
      errors: '{name}导入错误行',
      subjects: { question: '题目', exam: '考试', faq: '问答', users: '用户', batchusers: '批量操作用户', synonyms: '同义词', scenario: '场景' },
    },
    columns: { choose: '列设置', title: '显示哪些列' },
    listTotal: '共 {total} 条',
    batch: {
      region: '批量操作',
      selected: '已选择 {count} 项',
      clear: '取消选择',
    },
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
  levels: levelsZhCN,
  loginLogs: loginLogsZhCN,
  settings: settingsZhCN,
  operationLogs: operationLogsZhCN,
  import: importZhCN,
  recycleBin: recycleBinZhCN,
} as const;
