import { TABS } from './tabs'

/** Page paths (no leading slash), as app.json lists them. */
export const ROUTES = {
  centre: TABS[0].pagePath,
  mine: TABS[1].pagePath,
  login: 'pages/login/index',
  register: 'pages/register/index',
} as const

/**
 * Registration is used once per learner, so it lives in a subpackage that is downloaded on first
 * visit and does not count against the main package budget.
 */
export const SUBPACKAGES = [{ root: 'pages/register', pages: ['index'] }] as const
