/**
 * The exam's web texts added with the package editor's exam child task and the learner's printable
 * result — the `examWeb` section of the zh-CN source.
 */
export const examWebZhCN = {
  child: {
    paper: '试卷',
    choosePaper: '选择试卷',
    changePaper: '更换试卷',
    pickerTitle: '选择试卷（已发布）',
    paperTitle: '试卷名称',
    category: '分类',
    questions: '题数',
    minute: '时长（分钟）',
    passScore: '及格分',
    paperSummary: '{count}题，总分{total}分，考试时长{minute}分钟，及格分{score}分',
    paperUnknown: '试卷已不存在或不可查看',
    retry: '允许重考次数',
    retryExtra: '0 表示只能考一次，最多99999次',
    noRetakeAfterPass: '通过后不能重考',
    review: '交卷后学员可查看',
    reviewScoreOnly: '仅分数',
    reviewMarks: '分数和每题对错',
    reviewAnswers: '分数、对错和正确答案',
  },
  print: {
    open: '打印成绩',
    print: '打印',
    title: '考试成绩单',
    learner: '考生',
    paper: '试卷',
    submittedAt: '交卷时间',
    submittedByDeadline: '（考试时间到自动交卷）',
    score: '得分',
    result: '结果',
    passScore: '及格分',
    usedTime: '用时',
    counts: '答题情况',
    questionHead: '第{index}题 · {type} · {score}分',
    earned: '得{earned}分',
    options: '选项',
    printedAt: '打印时间：{time}',
  },
} as const;
