import { TABS } from './tabs'

/** Page paths (no leading slash), as app.json lists them. */
export const ROUTES = {
  centre: TABS[0].pagePath,
  mine: TABS[1].pagePath,
  login: 'pages/login/index',
  register: 'pages/register/index',
  task: 'pages/task/index',
  file: 'pages/file/index',
  video: 'pages/video/index',
  webview: 'pages/webview/index',
  exam: 'pages/exam/index',
} as const

/**
 * Pages outside the main package, downloaded on first visit so they do not count against its
 * budget: registration (used once per learner), the task detail, the file and video pages (the
 * training centre's second level), the web-view page of banner links and the exam page.
 */
export const SUBPACKAGES = [
  { root: 'pages/register', pages: ['index'] },
  { root: 'pages/task', pages: ['index'] },
  { root: 'pages/file', pages: ['index'] },
  { root: 'pages/video', pages: ['index'] },
  { root: 'pages/webview', pages: ['index'] },
  { root: 'pages/exam', pages: ['index'] },
] as const
