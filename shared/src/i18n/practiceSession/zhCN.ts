/** Live practice sessions (learner §4): socket message rules and notices. */
export const practiceSessionZhCN = {
  rules: {
    idRequired: '缺少编号',
    textRequired: '请输入回答内容',
    textTooLong: '回答内容过长',
  },
  notice: {
    ttsUnavailable: '语音合成暂不可用，本句仅显示文字',
    llmFallback: '智能客户暂时无法回应，已使用标准话术',
  },
  voice: {
    badFrame: '音频帧无效：需要 16 kHz 16 位 PCM，每帧最多 4096 个采样点',
  },
  recording: {
    fileRequired: '请上传本轮回答的录音文件',
    notMp3: '录音必须是 mp3 文件',
    tooLarge: '录音文件过大，最大 {size}',
  },
  coach: {
    off: 'AI教练未开启：本企业未配置语言模型',
    failed: 'AI教练暂时无法点评，请稍后再打开报告',
  },
} as const;

/** Refusals of live practice sessions: `errors.practiceSession.*`. */
export const practiceSessionErrorsZhCN = {
  notFound: '练习记录不存在或不属于您',
  scenarioUnavailable: '场景不存在或未启用',
  finished: '本次练习已结束',
  paused: '练习已暂停，请先继续练习',
  notPaused: '练习未暂停',
  pauseNotAllowed: '本企业的练习不能暂停，请继续练习或结束并提交',
  pauseExpired: '暂停已超过{minutes}分钟，不能继续，请重新开始或结束并提交',
  recordingNotFound: '该轮回答没有保存录音',
  dialogueNotReady: '整段对话录音尚未生成',
  lineNotFound: '该客户语句不存在',
  soundNotFound: '本次练习没有这段铃声或背景音',
  voiceUnavailable: '语音合成暂不可用，请稍后再播放本句',
  recognitionOff: '服务器未开启语音识别，请使用设备的语音识别或直接输入文字',
  recognitionUnavailable: '语音识别暂不可用，请直接输入文字回答',
  notRecording: '当前没有正在录音的回答，请重新录音',
  notHeard: '没有听到您的声音，请重新录音',
  busy: '本次练习正在另一处继续，请稍后重试',
  roleplayOff: 'AI角色扮演未开启：本企业未配置语言模型，请联系管理员',
  roleplayFailed: '客户暂时没有回应，请再说一次',
} as const;
