export * from './languages.js';
export * from './messages.js';
export * from './namespaces.js';
export * from './translate.js';
export * from './bundled.js';
export { zhCN } from './zh-CN.js';
export { zhTW } from './zh-TW.js';
export { en } from './en.js';
export { TERMS_PARAGRAPHS } from './terms/paragraphs.js';
