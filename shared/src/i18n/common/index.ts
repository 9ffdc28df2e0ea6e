export { commonZhCN } from './zhCN.js';
