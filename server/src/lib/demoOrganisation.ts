/**
 * The demo organisation's name: what a demo start seeds, and where self-registrations go without
 * `DEFAULT_ORG_ID`. A leaf of the platform, so a domain and the seed both read it, and a test's
 * bundle (the mini-program's, in jsdom) takes it without the server's configuration.
 */
export const DEMO_ORGANISATION = '演示企业';
