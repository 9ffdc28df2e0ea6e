import type { Messages } from '../messages.js';

export const importZhTW: Messages['import'] = {
  separator: '；',
  emptyFile: '無效的Excel檔案',
  templateOutdated: '範本版本已過期，請下載最新範本',
  templateWrong: '範本不正確，請下載本頁面的匯入範本',
  missingColumn: '缺少必需的欄：{column}',
  missingColumns: '缺少必需的欄：{columns}',
  columnSeparator: '、',
  formulaWithoutValue: '儲存格{cell}是公式，檔案裡沒有保存它的計算結果：請用Excel或WPS開啟檔案、儲存後再匯入',
  duplicateColumn: '欄重複：{column}',
  noRows: '檔案中沒有可匯入的資料',
  tooManyRows: '一次最多匯入{max}列資料',
  required: '{column}不能為空',
  tooLong: '{column}最多{max}個字',
  errorReason: '錯誤原因',
};
