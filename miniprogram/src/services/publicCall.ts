import type { ApiClient, RequestOptions, TransportRequest } from '@peilian/shared'

export type PublicCall = <T = Record<string, unknown>>(
  method: TransportRequest['method'],
  path: string,
  options?: RequestOptions,
) => Promise<T>

/**
 * Calls made before there is a session (sign-in, SMS codes, registration): a logout code in the
 * answer — 9999 "account disabled" — is a sign-in failure to show, not a session to end. Failures
 * keep their body (`ApiError.body`) for `miniopenid` and `changepassword`.
 */
export function createPublicCall(client: ApiClient): PublicCall {
  return (method, path, options) => client.request(method, path, { ...options, noLogout: true })
}
