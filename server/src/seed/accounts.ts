/** The password of every demo account; it meets the strong-password rule (admin §5). */
export const DEMO_PASSWORD = 'Peilian@2026';
export { DEMO_ORGANISATION } from '../lib/demoOrganisation.js';
