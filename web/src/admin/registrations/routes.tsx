import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { RegistrationReviewPage } from './RegistrationReviewPage';

/** The provider's registration review, relative to `/admin/` (the route guard has checked `registrationreview`: isadmin 100). */
export const REGISTRATION_ROUTES: readonly AdminPageRoute[] = [{ path: 'system/registrationreview', element: <RegistrationReviewPage /> }];

export const REGISTRATION_TITLES: Record<string, MessageKey> = { '/admin/system/registrationreview': 'people.registrations.title' };
