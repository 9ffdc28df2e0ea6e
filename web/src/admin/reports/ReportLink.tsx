import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCanOpen } from './useCanOpen';

/** A link to another report when the admin may open it, otherwise just its content. */
export function ReportLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const canOpen = useCanOpen();
  if (!canOpen(to)) return <span data-testid={testId}>{children}</span>;
  return (
    <Link to={to} data-testid={testId}>
      {children}
    </Link>
  );
}
