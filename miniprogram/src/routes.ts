import { TABS } from './tabs'

/** Page paths (no leading slash), as app.json lists them. */
export const ROUTES = {
  centre: TABS[0].pagePath,
  mine: TABS[1].pagePath,
  login: 'pages/login/index',
  register: 'pages/register/index',
  invite: 'pages/invite/index',
  task: 'pages/task/index',
  file: 'pages/task/file',
  video: 'pages/task/video',
  webview: 'pages/webview/index',
  exam: 'pages/exam/index',
  practice: 'pages/practice/index',
  practiceRoom: 'pages/practice/room',
  practiceReport: 'pages/practice/report',
  faq: 'pages/practice/faq/index',
  voiceprint: 'pages/practice/voiceprint/index',
  terms: 'pages/terms/index',
  ranking: 'pages/ranking/index',
  checkin: 'pages/checkin/index',
  appeals: 'pages/appeal/index',
  appeal: 'pages/appeal/detail',
  appealForm: 'pages/appeal/form',
  notices: 'pages/notices/index',
  assistant: 'pages/assistant/index',
  assistantSearch: 'pages/assistant/search',
} as const

/**
 * Pages outside the main package, downloaded on first visit so they do not count against its
 * budget: registration (used once per learner), the user agreement and privacy policy, the task
 * detail with its file and video pages (the training centre's second level: one subpackage, as
 * code the file and video pages share — their progress clock, media list and panels, ~7 KB —
 * would land in the main package were they two), the web-view page of banner links, the exam page and voice
 * practice (the scenario list, the practice room with its socket.io client, the report). Quick
 * Q&A lives in the practice subpackage: it streams spoken answers over the same socket.io client
 * and recorder, and code two subpackages share would land in the main package (~50 KB); so does voiceprint registration (the personal centre's,
 * over the same socket.io client and recorder). The
 * ranking, reached from the personal centre, is a subpackage of its own, and so are the check-in
 * tasks (their list and calendar) and joining with an invite code (from the login page, or opened by the code's QR code).
 * The appeals (我的申诉, one appeal, the form a result's 申诉 entry opens) are one more: the entry itself is in the main package.
 * So are the notices (消息通知 with the follow QR); the main package keeps only the unread count and its live connection.
 * And the dealer organisations' assistant (智能知识 and the search page): the main package keeps only the personal centre's entry.
 * The file preview (`/previewfile?fileurl=`, a shared link's page) is one of its own; it shares no module with the task pages
 * (its strings are a module apart from the questions'), which would put that module into the main package.
 */
export const SUBPACKAGES = [
  { root: 'pages/register', pages: ['index'] },
  { root: 'pages/terms', pages: ['index'] },
  { root: 'pages/task', pages: ['index', 'file', 'video'] },
  { root: 'pages/webview', pages: ['index'] },
  { root: 'pages/exam', pages: ['index'] },
  { root: 'pages/practice', pages: ['index', 'room', 'report', 'faq/index', 'voiceprint/index'] },
  { root: 'pages/ranking', pages: ['index'] },
  { root: 'pages/checkin', pages: ['index'] },
  { root: 'pages/invite', pages: ['index'] },
  { root: 'pages/appeal', pages: ['index', 'detail', 'form'] },
  { root: 'pages/notices', pages: ['index'] },
  { root: 'pages/assistant', pages: ['index', 'search'] },
  { root: 'pages/previewfile', pages: ['index'] },
] as const
