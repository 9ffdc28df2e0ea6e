/**
 * The learner's voice-practice page — the `practiceLearner` section of the zh-CN source but its
 * `report` (`zhCNReport.ts`): in a module of its own so the mini-program's main package, whose
 * pages open free practice, bundles it without the report only the practice subpackage shows.
 */
export const practiceLearnerMainZhCN = {
  title: '自由练习',
  entry: '自由练习',
  listIntro: '选择一个场景，与模拟客户对话练习',
  listEmpty: '暂无可练习的场景',
  listFailed: '场景加载失败，请重试',
  customer: '客户：{name}',
  start: '开始练习',
  back: '返回',
  connecting: '正在连接…',
  reconnecting: '网络连接已断开，正在重新连接…',
  connectFailed: '连接失败：{message}',
  me: '我',
  customerLabel: '客户',
  timeoutTurn: '（回答超时）',
  play: '播放语音',
  inputPlaceholder: '输入您的回答',
  send: '发送',
  micStart: '语音输入',
  micStop: '停止录音',
  micListening: '正在聆听，请说话…',
  micUnsupported: '此处无法识别语音：请输入文字回答，或请管理员配置语音识别',
  micRecognising: '正在识别…',
  /** Opens the mini-program's settings after the microphone was refused. */
  micSettings: '去设置开启',
  /** Hold-to-talk, in WeChat's own words: held it records, slid up past the line it cancels. */
  hold: {
    talk: '按住说话',
    release: '松开发送，上滑取消',
    cancel: '松开手指，取消发送',
  },
  /** The switch between the hold-to-talk button and the keyboard (it names the mode it switches to). */
  inputMode: {
    keyboard: '键盘',
    voice: '语音',
  },
  micErrors: {
    notAllowed: '请先开启录音权限',
    /** The learner declined the mini-program's privacy guide, which WeChat asks for before the microphone. */
    privacy: '需要同意隐私保护指引才能录音',
    noSpeech: '没有听到您的声音，请重新录音',
    audioCapture: '未找到录音设备，请检查麦克风',
    /** The browser's recogniser failed though the microphone recorded: recognition is what is missing. */
    recognitionUnavailable: '此处无法识别语音，您的录音已保留：请输入文字回答，录音会随回答保存；或请管理员配置语音识别',
    /** The recogniser gave up before the learner could answer: the microphone records on until they stop it. */
    recognitionRecording: '此处无法识别语音，录音仍在继续：说完后点麦克风结束，再输入文字回答，录音会随回答保存',
    network: '网络连接失败，请刷新重试',
    other: '录音失败，请检查录音设备',
    notFound: '未找到录音设备，请检查麦克风',
    unreadable: '麦克风无法读取，可能正被其他应用占用',
    aborted: '访问麦克风被拒绝，请检查录音设备',
    unsupported: '设备不支持录音',
    constraints: '录音设备不满足要求（16 kHz 单声道）',
    security: '安全设置不允许录音，请使用 HTTPS 访问',
    noMediaApi: '浏览器不支持访问用户媒体设备，请检查麦克风权限',
  },
  hints: '可以这样说：',
  pause: '暂停',
  resume: '继续练习',
  paused: '练习已暂停，30分钟内可以继续',
  restart: '重新开始',
  endSubmit: '结束并提交',
  end: '结束练习',
  endConfirm: '确定结束并提交本次练习吗？',
  /** The confirming button of that question (a WeChat modal's label: at most 4 characters). */
  endConfirmButton: '提交',
  cancel: '取消',
  recording: {
    play: '播放我的录音',
    stop: '停止播放',
    loading: '正在加载录音…',
    failed: '录音加载失败',
    pending: '录音等待上传（联网后自动上传）',
  },
  recorderTest: {
    title: '录音测试',
    modeOriginal: '原生录音',
    modePlugin: '插件录音（mp3 / wav）',
    enable: '开启录音权限',
    enabled: '录音权限已开启',
    start: '开始录音',
    stop: '停止录音',
    recording: '正在录音…',
    play: '播放',
    delete: '删除',
    empty: '还没有录音',
    result: '{format}：{size}，{seconds} 秒',
    noMp3Decode: '浏览器不支持 mp3 解码',
    mp3DecodeFailed: 'mp3 解码失败',
    noMediaRecorder: '浏览器不支持原生录音，请使用插件录音',
  },
  task: {
    label: '任务：{title}',
    back: '返回任务',
    loadFailed: '任务加载失败，请重试',
    notPractice: '该子任务不是情景演练',
  },
} as const;
