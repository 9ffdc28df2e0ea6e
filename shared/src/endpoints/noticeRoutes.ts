import type { EndpointRoute } from '../api/endpoint.js';

/**
 * The two notice calls a client may send by route alone, without the notices' schemas (the
 * mini-program's main package: the personal centre's unread count and where the live connection
 * goes); `noticeEndpoints` takes its paths from here.
 */
export const NOTICE_LIST_ROUTE = { method: 'GET', path: 'api/trainning/v3/notice' } as const satisfies EndpointRoute;
export const REALTIME_ADDRESS_ROUTE = { method: 'GET', path: 'api/trainning/system/socket' } as const satisfies EndpointRoute;
