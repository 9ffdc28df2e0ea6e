/** The `mediaQuestions` section but the preview page's strings: questions inside a video or file. */
export const mediaQuestionsLearnerZhCN = {
  rules: {
    atInvalid: '请填写题目出现的时间点（秒，0 或以上的整数）',
    tooMany: '一个文件或视频最多设置20道题',
    choicesInvalid: '请选择答案',
  },
  learner: {
    title: '随堂问题',
    progress: '第{n}题，共{total}题',
    submit: '提交',
    right: '回答正确',
    wrong: '回答错误，正确答案：{answer}',
    continue: '继续',
    answerFirst: '请先回答问题再继续播放',
    afterReading: '读完文件后请回答问题',
    open: '回答问题',
    remaining: '还有{count}道题未回答',
    allAnswered: '题目已全部回答',
    failed: '答案未能提交，请重试',
    chooseOne: '请选择一个答案',
    chooseSome: '请选择答案（可多选）',
  },
  type: {
    single: '单选题',
    multiple: '多选题',
    judge: '判断题',
  },
  admin: {
    title: '随堂问题',
    videoHint: '视频播放到设置的时间点会暂停，学员回答后才能继续播放',
    fileHint: '学员读完文件后回答这些问题',
    add: '添加题目',
    at: '时间点（秒）',
    type: '题型',
    text: '题目',
    options: '选项',
    correct: '正确答案',
    addOption: '添加选项',
    remove: '删除',
    save: '保存题目',
    saved: '题目已保存',
    saveFailed: '题目保存失败',
    empty: '还没有题目',
    judgeTrue: '正确',
    judgeFalse: '错误',
    learnerAnswers: '学员的回答',
    notAnswered: '未回答',
  },
} as const;

/** Refusals of the media question calls: `errors.mediaQuestions.*`. */
export const mediaQuestionsErrorsZhCN = {
  notFound: '该题目不存在',
  answerInvalid: '答案与题目不符：单选题和判断题选一个选项，多选题至少选一个，只能选题目中的选项',
  atBeyondEnd: '题目的时间点超出了视频的长度',
  alreadyAnswered: '该题已回答，不能修改答案',
  unanswered: '请先回答随堂问题',
} as const;
