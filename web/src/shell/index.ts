/** What other areas may use of the app's shell; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { App } from './App';
export { loadLearnerShell } from './learnerPages';
