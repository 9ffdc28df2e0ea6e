/** What every Excel import says of a file or a row (`import`, admin namespace): columns, templates, the row limit, the failed-rows file. */
export const importZhCN = {
  separator: '；',
  emptyFile: '无效的Excel文件',
  templateOutdated: '模板版本已过期，请下载最新模板',
  templateWrong: '模板不正确，请下载本页面的导入模板',
  missingColumn: '缺少必需的列：{column}',
  missingColumns: '缺少必需的列：{columns}',
  columnSeparator: '、',
  formulaWithoutValue: '单元格{cell}是公式，文件里没有保存它的计算结果：请用Excel或WPS打开文件、保存后再导入',
  duplicateColumn: '列重复：{column}',
  noRows: '文件中没有可导入的数据',
  tooManyRows: '一次最多导入{max}行数据',
  required: '{column}不能为空',
  tooLong: '{column}最多{max}个字',
  errorReason: '错误原因',
} as const;
