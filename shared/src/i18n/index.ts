export * from './languages.js';
export * from './messages.js';
export * from './translate.js';
export { zhCN } from './zh-CN.js';
export { zhTW } from './zh-TW.js';
export { en } from './en.js';
