/** The quick Q&A bank's back-office texts (`faqAdmin`, admin namespace). */
export const faqAdminZhCN = {
  rules: {
    questionRequired: '请输入标准问题',
    questionTooLong: '标准问题最多{max}个字符',
    answerRequired: '请输入标准答案',
    answerTooLong: '标准答案最多{max}个字符',
    similarRequired: '请输入相似问题',
    extendedRequired: '请输入延伸问题',
    extendedAnswerRequired: '请输入延伸问题的答案',
    sortRange: '排序须为{min}到{max}之间的整数',
    emotionInvalid: '情绪不正确',
    keywordsTooMany: '答案关键词最多{max}个',
    keywordsDuplicate: '答案关键词不能重复',
    keywordTooLong: '每个关键词最多{max}个字符',
    similarTooMany: '相似问题最多{max}个',
    extendedTooMany: '延伸问题最多{max}个',
    imagesTooMany: '图片最多{max}张',
    imageInvalid: '图片无效，请重新上传',
    imageDescriptionTooLong: '图片描述最多{max}个字符',
    thinkingInvalid: '是否允许思考时间只能选是或否',
    descriptionTooLong: '描述最多{max}个字符',
  },
} as const;
