/**
 * The zh-CN sections one module each, for an app that bundles only the sections its pages show
 * (the mini-program's main package and subpackages); the whole source is `zhCN`.
 */
export { learnerCommonZhCN } from '../common/zhCN.js';
export { appealsZhCN } from '../appeals/zhCN.js';
export { commonZhCN } from '../common/zhCNWhole.js';
export { checkinZhCN } from '../checkin/zhCN.js';
export { dialogueZhCN } from '../dialogue/zhCN.js';
export { examZhCN } from '../exam/zhCN.js';
export { examLearnerZhCN } from '../examLearner/zhCN.js';
export { examWebZhCN } from '../examWeb/zhCN.js';
export { faqLearnerZhCN } from '../faqLearner/zhCN.js';
export { learnerTrainingZhCN } from '../learnerTraining/zhCN.js';
export { practiceLearnerZhCN } from '../practiceLearner/zhCN.js';
export { practiceLearnerMainZhCN } from '../practiceLearner/zhCNMain.js';
export { noticesZhCN } from '../notices/zhCN.js';
export { noticesMainZhCN } from '../notices/zhCNMain.js';
export { assistantZhCN } from '../assistant/zhCN.js';
export { assistantMainZhCN } from '../assistant/zhCNMain.js';
export { mediaQuestionsErrorsZhCN, mediaQuestionsLearnerZhCN } from '../mediaQuestions/zhCN.js';
export { mediaQuestionsZhCN } from '../mediaQuestions/zhCNWhole.js';
export { mediaPreviewZhCN } from '../mediaQuestions/previewZhCN.js';
export { practiceSessionZhCN } from '../practiceSession/zhCN.js';
export { tasksZhCN } from '../tasks/zhCN.js';
export { voiceprintCardZhCN } from '../voiceprint/zhCNCard.js';
export { voiceprintZhCN } from '../voiceprint/zhCN.js';
