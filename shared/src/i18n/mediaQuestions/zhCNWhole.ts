import { mediaPreviewZhCN } from './previewZhCN.js';
import { mediaQuestionsLearnerZhCN } from './zhCN.js';

// A module of its own, so the mini-program's task pages and its preview page each bundle only their part.
/** The `mediaQuestions` section: questions inside a video or file, and the file preview page. */
export const mediaQuestionsZhCN = { ...mediaQuestionsLearnerZhCN, preview: mediaPreviewZhCN } as const;
