/** The `report` of the `practiceLearner` section: the practice report (only the practice pages show it). */
export const practiceLearnerReportZhCN = {
  title: '练习报告',
  open: '查看报告',
  score: '总分',
  passed: '通过',
  failed: '未通过',
  passScore: '及格分 {score}',
  completeness: '流程完整度',
  dimensions: '评分维度',
  turns: '逐句点评',
  turnScore: '{score}分',
  intent: '匹配意图：{label}',
  similarity: '相似度 {value}%',
  keywordsHit: '命中关键词',
  keywordsMissed: '缺少关键词',
  sensitive: '敏感词',
  polite: '礼貌用语',
  summary: '共{turns}轮回答，非标准回答{nonStandard}次，超时{timeouts}次，沉默{silences}次',
  /** A keyword said in other words, the term in brackets; the lists of words and of keyword groups in a reason. */
  saidAs: '{text}（{term}）',
  wordSeparator: '、',
  clauseSeparator: '，',
  /** The voiceprint check of who practised (docs/voiceprint.md "Who is practising"); the badge reads 声纹核验：<result>. */
  voiceCheck: {
    badge: '声纹核验：{result}',
    normal: '正常',
    impersonation: '疑似他人代练（第{turn}轮）',
    group: '疑似团体代练（与{name}的声音一致）',
  },
  again: '再练一次',
  list: '返回场景列表',
  loadFailed: '报告加载失败，请重试',
  notFinished: '练习尚未结束',
  /** A finished flow reached by a jump, a timeout or a forced move: the end node, not every node answered. */
  completedUnanswered: '已到达结束节点（部分节点未作答）',
  /** Why a session did not pass, beside 未通过 — above all when its score reached the pass mark. */
  failReason: {
    belowPassScore: '低于及格分',
    flowNotFinished: '流程未完成：未到达结束节点，不能通过',
    flowNotAnswered: '有节点未作答（超时、跳过或被强制推进），不能通过',
    closingMissed: '未完成促成步骤（考核项中的促成），不能通过',
  },
  checklist: {
    title: '考核项',
    done: '第{turn}轮完成',
    missed: '未完成',
    kinds: { knowledge: '知识点', objection: '异议处理', closing: '促成' },
  },
  coach: {
    title: 'AI教练点评',
    loading: 'AI教练正在点评，请稍候…',
    retry: '重新获取点评',
    rewrites: '换个说法会更好',
    said: '第{turn}轮你说：',
    better: '可以这样说：',
    next: '下次练习重点',
  },
  /** How the total is made: each item, its weight (or the mean), what it adds, and the sum. */
  breakdown: {
    title: '总分构成',
    item: '项目',
    weight: '权重',
    score: '得分',
    points: '计入总分',
    total: '合计',
    ruleWeight: '{weight}%',
    meanWeight: '÷ {count}',
    formulaRule: '总分 = 各项得分 × 权重之和',
    formulaMean: '未设置评分规则：总分 = (流程完整度 + 回答得分) ÷ 2',
    answers: '回答得分、关键词、礼貌用语为 {count} 个回答的平均，未作答的节点记 0 分',
    completeness: '作答 {answered}/{steps} 个节点',
  },
  /** Why one answer scored what it did. */
  reason: {
    said: '说到的关键词：{words}',
    missed: '缺少的关键词：{words}',
    timeout: '超时未回答，记 0 分',
    forced: '多次未按流程回答，流程被强制推进，本节点记 0 分',
    nonStandard: '未匹配本节点的意图，按与参考话术的接近程度给分',
    length: '回答过长，按参考话术的长度扣分',
    repetition: '内容重复，扣分',
    density: '关键词堆砌，扣分',
    sensitive: '敏感词：{words}，每个扣 20 分',
  },
  /** A learner node without an answer of its own, shown between the answers. */
  step: {
    skipped: '跳过的节点：{name}（被跨节点回答越过，记 0 分）',
    unanswered: '未作答的节点：{name}（记 0 分）',
    silence: '沉默结束：{name}（记 0 分）',
  },
  dimension: {
    completeness: '流程完整度',
    turnscore: '回答得分',
    keywords: '关键词',
    polite: '礼貌用语',
  },
  /** The template rule's items that measure no dimension of their own, named in the reader's language. */
  standardItem: {
    paceVolume: '语速音量',
  },
  outcome: {
    matched: '标准回答',
    nonStandard: '非标准回答',
    timeout: '回答超时',
  },
} as const;
