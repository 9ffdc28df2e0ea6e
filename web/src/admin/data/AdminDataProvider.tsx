import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../app';

/**
 * The defaults of the back office's reads: a failure is shown at once with its message (the admin
 * retries by changing the view or reloading), and a return to the tab does not reload the page's data.
 */
export const newAdminQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });

function UserCache({ children }: { children: ReactNode }) {
  const [client] = useState(newAdminQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** One cache per signed-in admin: another account (or organisation) starts from nothing. */
export function AdminDataProvider({ children }: { children: ReactNode }) {
  const userId = useSession((state) => state.user?.id ?? '');
  return <UserCache key={userId}>{children}</UserCache>;
}
