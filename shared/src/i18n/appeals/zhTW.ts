import type { Messages } from '../messages.js';

/** The `appeals` section in Traditional Chinese. */
export const appealsZhTW: Messages['appeals'] = {
  type: { practice: '陪練', exam: '考試', faq: '快問快答' },
  status: { waiting: '待處理', completed: '已通過', rejected: '已駁回' },
  criteria: { completeness: '流程完整度', turnscore: '回答得分' },
  rules: {
    typeInvalid: '申訴的記錄類型不正確',
    recordRequired: '請選擇要申訴的學習記錄',
    reasonRequired: '請填寫申訴理由',
    reasonTooLong: '申訴理由最多100個字',
    itemsInvalid: '申訴的條目不正確',
    statusInvalid: '申訴狀態不正確',
    opinionRequired: '審核意見不能為空',
    opinionTooLong: '審核意見最多50個字',
    scoresRequired: '請至少重新評定一項得分',
    scoreInvalid: '得分必須是數字',
    dayInvalid: '日期格式應為 yyyy-MM-dd',
    dayTwice: '{day} 不能既是節假日又是調休上班日',
    calendarTooLong: '日期最多400個',
  },
  refusal: {
    notScored: '該記錄還沒有成績，暫不能申訴',
    alreadyAppealed: '該學習記錄已申訴，每條記錄只能申訴一次',
  },
};

/** Refusals of the appeal calls: `errors.appeals.*`. */
export const appealsErrorsZhTW: Messages['errors']['appeals'] = {
  itemUnknown: '該記錄沒有這一評分項',
  itemRepeated: '同一評分項只能評定一次',
  scoreOutOfRange: '得分超出該項的分值範圍',
  scoreLowered: '申訴複核不能降低得分',
  nothingChanged: '得分沒有變化；如不調整分數，請駁回申訴',
  notFound: '申訴不存在',
  recordNotFound: '學習記錄不存在',
  audioNotFound: '該條沒有錄音',
  alreadyAppealed: '該學習記錄已申訴，每條記錄只能申訴一次',
  notScored: '該記錄還沒有成績，暫不能申訴',
  final: '申訴已處理完畢，不能再修改',
};
