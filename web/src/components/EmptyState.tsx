import type { ReactNode } from 'react';

interface Props {
  title: string;
  description?: string;
  children?: ReactNode;
  fullPage?: boolean;
}

/**
 * An empty or error state: a light outline illustration, a title and an optional action. Used instead
 * of antd-mobile's ErrorBlock, whose four bundled illustrations would weigh ~30 kB in the learner shell.
 */
export function EmptyState({ title, description, children, fullPage }: Props) {
  return (
    <div className={fullPage ? 'empty-state empty-state-full' : 'empty-state'}>
      <svg className="empty-state-art" viewBox="0 0 64 48" aria-hidden="true">
        <ellipse cx="32" cy="42" rx="26" ry="4" fill="#f0f1f5" />
        <path d="M12 18 20 6h24l8 12v20H12z" fill="#fafbfc" stroke="#d5d8de" strokeWidth="1.5" />
        <path d="M12 18h14a6 6 0 0 0 12 0h14" fill="none" stroke="#d5d8de" strokeWidth="1.5" />
      </svg>
      <div className="empty-state-title">{title}</div>
      {description && <div className="empty-state-description">{description}</div>}
      {children && <div className="empty-state-action">{children}</div>}
    </div>
  );
}
