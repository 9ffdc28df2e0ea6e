export { commonZhCN } from './zhCNWhole.js';
