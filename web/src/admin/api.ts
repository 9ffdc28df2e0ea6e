import { bindEndpoints, endpointPath, withQuery, type Endpoint, type PathParams } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { api } from '../app';

/** The back office's typed calls over the app's client (`adminApi.users.read({ id })`); answers arrive parsed. */
export const adminApi = bindEndpoints(api, ADMIN_ENDPOINTS);

export { ADMIN_ENDPOINTS };

/**
 * The URL of a call the browser makes itself — an upload with progress — from the same table: the
 * path with its parameters filled in, rooted at the site, then the query.
 */
export function adminUrl<E extends Endpoint>(definition: E, params: PathParams<E['path']>, query?: Parameters<typeof withQuery>[1]): string {
  return withQuery(`/${endpointPath(definition, params)}`, query);
}
