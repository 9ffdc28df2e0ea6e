import type { Messages } from '../messages.js';

export const faqAdminZhTW: Messages['faqAdmin'] = {
  rules: {
    questionRequired: '請輸入標準問題',
    questionTooLong: '標準問題最多{max}個字元',
    answerRequired: '請輸入標準答案',
    answerTooLong: '標準答案最多{max}個字元',
    similarRequired: '請輸入相似問題',
    extendedRequired: '請輸入延伸問題',
    extendedAnswerRequired: '請輸入延伸問題的答案',
    sortRange: '排序須為{min}到{max}之間的整數',
    emotionInvalid: '情緒不正確',
    keywordsTooMany: '答案關鍵詞最多{max}個',
    keywordsDuplicate: '答案關鍵詞不能重複',
    keywordTooLong: '每個關鍵詞最多{max}個字元',
    similarTooMany: '相似問題最多{max}個',
    extendedTooMany: '延伸問題最多{max}個',
    imagesTooMany: '圖片最多{max}張',
    imageInvalid: '圖片無效，請重新上傳',
    imageDescriptionTooLong: '圖片描述最多{max}個字元',
    thinkingInvalid: '是否允許思考時間只能選是或否',
    descriptionTooLong: '描述最多{max}個字元',
  },
};
