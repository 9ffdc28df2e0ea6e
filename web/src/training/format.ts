/** Study time is worded in shared, so the web and the mini-program show it alike. */
export { studyTime } from '@peilian/shared';
