import { libraryErrorsZhCN } from '../library/zhCN.js';
import { practiceErrorsZhCN } from '../practiceAdmin/zhCN.js';
import { reportErrorsZhCN } from '../reportErrors/zhCN.js';
import { learnerCommonZhCN } from './zhCN.js';
import { levelsErrorsZhCN } from '../levels/zhCN.js';
import { recycleBinErrorsZhCN } from '../recycleBin/zhCN.js';
import { notifyErrorsZhCN } from '../notifyAdmin/zhCN.js';
import { dialogCollectErrorsZhCN } from '../dialogCollect/zhCN.js';
import { knowledgeErrorsZhCN } from '../knowledgeAdmin/zhCN.js';
import { aigcBankErrorsZhCN } from '../aigcBank/zhCN.js';
import { cloudUploadErrorsZhCN } from '../cloudUpload/zhCN.js';
import { billingErrorsZhCN } from '../billingErrors/zhCN.js';
import { mediaQuestionsErrorsZhCN } from '../mediaQuestions/zhCN.js';
import { voiceprintZhCN } from '../voiceprint/zhCN.js';

/**
 * All of `common`: the learner's part (`zhCN.ts`) and the server's errors of the back office's areas
 * (library, practice administration, reports, notification delivery). In a module of its own, so the mini-program bundles only the learner's part:
 * no learner page meets those errors, and a refusal shows the errmsg the server translated.
 */
export const commonZhCN = {
  ...learnerCommonZhCN,
  // The voiceprint section lives in `common` (namespaces.ts): the login page and the personal centre show it.
  voiceprint: voiceprintZhCN,
  errors: {
    ...learnerCommonZhCN.errors,
    library: libraryErrorsZhCN,
    practice: practiceErrorsZhCN,
    reports: reportErrorsZhCN,
    levels: levelsErrorsZhCN,
    recycleBin: recycleBinErrorsZhCN,
    notify: notifyErrorsZhCN,
    dialogCollect: dialogCollectErrorsZhCN,
    knowledge: knowledgeErrorsZhCN,
    aigcBank: aigcBankErrorsZhCN,
    cloudUpload: cloudUploadErrorsZhCN,
    billing: billingErrorsZhCN,
    mediaQuestions: mediaQuestionsErrorsZhCN,
  },
} as const;
