import { ApiError, createApiClient, type ApiClientOptions, type RequestOptions, type TransportRequest } from '@peilian/shared'

/**
 * An `ApiError` that kept the failure's body. Some identity failures carry fields the shared
 * `ApiError` drops: `miniopenid` with "WeChat not bound", `changepassword`/`serial` with a forced
 * password change.
 */
export class DetailedApiError extends ApiError {
  constructor(
    error: ApiError,
    readonly body: Readonly<Record<string, unknown>>,
  ) {
    super(error.errcode, error.errmsg, error.status, error.key)
    this.name = 'DetailedApiError'
  }
}

export type PublicCall = <T = Record<string, unknown>>(
  method: TransportRequest['method'],
  path: string,
  options?: RequestOptions,
) => Promise<T>

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/**
 * Calls made before there is a session (sign-in, SMS codes, registration). Each call runs on its
 * own client so a failure keeps its body, and none has `onLogout`: without a session a logout code
 * such as 9999 "account disabled" is a sign-in failure to show, not a session to end.
 */
export function createPublicCall(options: Omit<ApiClientOptions, 'onLogout' | 'getToken'>): PublicCall {
  return async (method, path, requestOptions) => {
    let body: unknown
    const client = createApiClient({
      ...options,
      getToken: () => null,
      transport: async (request) => {
        const response = await options.transport(request)
        body = response.data
        return response
      },
    })
    try {
      return await client.request(method, path, requestOptions)
    } catch (error) {
      throw error instanceof ApiError ? new DetailedApiError(error, recordOf(body)) : error
    }
  }
}
