export { App } from './App';
export { loadLearnerShell } from './learnerPages';
