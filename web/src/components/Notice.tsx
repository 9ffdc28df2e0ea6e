import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onClose?: () => void;
  closeLabel: string;
  testId?: string;
  /** `status` for news that need not interrupt (read politely by screen readers); `alert` by default. */
  role?: 'alert' | 'status';
}

/** A dismissible alert bar (lighter than antd-mobile's NoticeBar and its marquee). */
export function Notice({ children, onClose, closeLabel, testId, role = 'alert' }: Props) {
  return (
    <div className="notice notice-alert" role={role} aria-live={role === 'status' ? 'polite' : undefined} data-testid={testId}>
      <span className="notice-text">{children}</span>
      {onClose && (
        <button type="button" className="notice-close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
