import { join } from 'node:path';
import { SERVER_DIR } from './serverProcess.js';

/**
 * Files as an HR department's own tools make them (`test/fixtures/hr/make.mjs`: written by exceljs,
 * saved by LibreOffice as .xls). `roster`: an empty first sheet, then a merged title row, a two-row
 * header (姓名 merged down; 基本信息 over 工号, 部门, 手机号; 登录信息 over 账号, 密码) and two new
 * people of 华东销售组 (accounts `hr_xls_hanmeimei`, `hr_xls_lilei`).
 */
export const HR_FILES = {
  roster: join(SERVER_DIR, 'test', 'fixtures', 'hr', 'roster.xls'),
} as const;
