/** What other areas may use of the learner's quick Q&A; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { checkinDrillPath, FAQ_PATH, faqPath } from './paths';
