import type { Messages } from '../messages.js';

/** The `mediaQuestions` section in Traditional Chinese. */
export const mediaQuestionsZhTW: Messages['mediaQuestions'] = {
  rules: {
    atInvalid: '請填寫題目出現的時間點（秒，0 或以上的整數）',
    tooMany: '一個檔案或影片最多設定20道題',
    choicesInvalid: '請選擇答案',
  },
  learner: {
    title: '隨堂問題',
    progress: '第{n}題，共{total}題',
    submit: '提交',
    right: '回答正確',
    wrong: '回答錯誤，正確答案：{answer}',
    continue: '繼續',
    answerFirst: '請先回答問題再繼續播放',
    afterReading: '讀完檔案後請回答問題',
    open: '回答問題',
    remaining: '還有{count}道題未回答',
    allAnswered: '題目已全部回答',
    failed: '答案未能提交，請重試',
    chooseOne: '請選擇一個答案',
    chooseSome: '請選擇答案（可多選）',
  },
  type: {
    single: '單選題',
    multiple: '多選題',
    judge: '判斷題',
  },
  admin: {
    title: '隨堂問題',
    videoHint: '影片播放到設定的時間點會暫停，學員回答後才能繼續播放',
    fileHint: '學員讀完檔案後回答這些問題',
    add: '新增題目',
    at: '時間點（秒）',
    type: '題型',
    text: '題目',
    options: '選項',
    correct: '正確答案',
    addOption: '新增選項',
    remove: '刪除',
    save: '儲存題目',
    saved: '題目已儲存',
    saveFailed: '題目儲存失敗',
    empty: '還沒有題目',
    judgeTrue: '正確',
    judgeFalse: '錯誤',
    learnerAnswers: '學員的回答',
    notAnswered: '未回答',
  },
  preview: {
    title: '檔案預覽',
    refused: '該位址不能預覽：只能預覽本平台的檔案',
    missing: '沒有要預覽的檔案',
    unsupported: '該檔案無法在此預覽，請下載後查看',
    download: '下載檔案',
    loadFailed: '檔案載入失敗',
    fullScreen: '全螢幕預覽',
  },
};

/** Refusals of the media question calls in Traditional Chinese. */
export const mediaQuestionsErrorsZhTW: Messages['errors']['mediaQuestions'] = {
  notFound: '該題目不存在',
  answerInvalid: '答案與題目不符：單選題和判斷題選一個選項，多選題至少選一個，只能選題目中的選項',
  atBeyondEnd: '題目的時間點超出了影片的長度',
  alreadyAnswered: '該題已回答，不能修改答案',
  unanswered: '請先回答隨堂問題',
};
