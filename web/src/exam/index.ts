export { examPath } from './paths';
