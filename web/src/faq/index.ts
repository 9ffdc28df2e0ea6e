export { FAQ_PATH, faqPath } from './paths';
