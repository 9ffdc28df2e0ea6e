import type { Messages } from '../messages.js';

/** The `practiceSession` section in Traditional Chinese. */
export const practiceSessionZhTW: Messages['practiceSession'] = {
  rules: {
    idRequired: '缺少編號',
    textRequired: '請輸入回答內容',
    textTooLong: '回答內容過長',
  },
  notice: {
    ttsUnavailable: '語音合成暫不可用，本句僅顯示文字',
    llmFallback: '智慧客戶暫時無法回應，已使用標準話術',
  },
  voice: {
    badFrame: '音訊幀無效：需要 16 kHz 16 位元 PCM，每幀最多 4096 個取樣點',
  },
  recording: {
    fileRequired: '請上傳本輪回答的錄音檔案',
    notMp3: '錄音必須是 mp3 檔案',
    tooLarge: '錄音檔案過大，最大 {size}',
  },
  coach: {
    off: 'AI教練未開啟：本企業未設定語言模型',
    failed: 'AI教練暫時無法點評，請稍後再開啟報告',
  },
};

/** `errors.practiceSession.*` in Traditional Chinese. */
export const practiceSessionErrorsZhTW: Messages['errors']['practiceSession'] = {
  notFound: '練習記錄不存在或不屬於您',
  scenarioUnavailable: '場景不存在或未啟用',
  finished: '本次練習已結束',
  paused: '練習已暫停，請先繼續練習',
  notPaused: '練習未暫停',
  pauseNotAllowed: '本企業的練習不能暫停，請繼續練習或結束並提交',
  pauseExpired: '暫停已超過{minutes}分鐘，不能繼續，請重新開始或結束並提交',
  recordingNotFound: '該輪回答沒有保存錄音',
  dialogueNotReady: '整段對話錄音尚未生成',
  lineNotFound: '該客戶語句不存在',
  soundNotFound: '本次練習沒有這段鈴聲或背景音',
  voiceUnavailable: '語音合成暫不可用，請稍後再播放本句',
  recognitionOff: '伺服器未開啟語音辨識，請使用裝置的語音辨識或直接輸入文字',
  recognitionUnavailable: '語音辨識暫時無法使用，請直接輸入文字回答',
  notRecording: '目前沒有正在錄音的回答，請重新錄音',
  notHeard: '沒有聽到您的聲音，請重新錄音',
  busy: '本次練習正在另一處繼續，請稍後重試',
  roleplayOff: 'AI角色扮演未開啟：本企業未設定語言模型，請聯絡管理員',
  roleplayFailed: '客戶暫時沒有回應，請再說一次',
};
