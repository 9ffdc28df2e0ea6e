import type { Answer, Call, CallArgs, Endpoint } from '@peilian/shared';
import type { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';

/** The back office's endpoint table: every server call of an admin page is one of its entries. */
export type AdminTable = typeof ADMIN_ENDPOINTS;
/** A resource of the table (`reports`, `users`…). */
export type AdminArea = keyof AdminTable & string;
/** A call of a resource, as its key in the table (`home`, `tasks`…). */
export type AdminCallName<A extends AdminArea> = keyof AdminTable[A] & string;

type EndpointOf<A extends AdminArea, N extends AdminCallName<A>> = AdminTable[A][N] extends Endpoint ? AdminTable[A][N] : never;

/** The calls of a resource that read (GET), downloads left to `adminDownload`: what `useAdminQuery` caches. */
export type AdminReadName<A extends AdminArea> = {
  [N in AdminCallName<A>]: EndpointOf<A, N> extends { binary: true } ? never : EndpointOf<A, N> extends { method: 'GET' } ? N : never;
}[AdminCallName<A>];

/** The calls of a resource that write, uploads left to the upload adapter: what `useAdminMutation` runs. */
export type AdminWriteName<A extends AdminArea> = {
  [N in AdminCallName<A>]: EndpointOf<A, N> extends { method: 'GET' } | { multipart: true } ? never : N;
}[AdminCallName<A>];

/** The calls of a resource that answer a file (the table's `binary`): what `adminDownload` fetches. */
export type AdminDownloadName<A extends AdminArea> = {
  [N in AdminCallName<A>]: EndpointOf<A, N> extends { binary: true } ? N : never;
}[AdminCallName<A>];

/** What a call takes besides its body: path parameters and query fields. */
export type AdminArgs<A extends AdminArea, N extends AdminCallName<A>> = CallArgs<EndpointOf<A, N>>;
/** What a call sends as its body, as the form writes it (its schema's input). */
export type AdminBody<A extends AdminArea, N extends AdminCallName<A>> = Parameters<Call<EndpointOf<A, N>>>[1];
/** A call's answer, parsed by its schema: the type pages read, never copied by hand. */
export type AdminAnswer<A extends AdminArea, N extends AdminCallName<A>> = Answer<EndpointOf<A, N>>;
