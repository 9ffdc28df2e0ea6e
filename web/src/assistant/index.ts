/** What other areas may use of the learner's assistant; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { HeadSearch } from './HeadSearch';
export { useDealer } from './useDealer';
export { AICENTER_PATH, SEARCH_PATH, SERVICE_PATH } from './paths';
