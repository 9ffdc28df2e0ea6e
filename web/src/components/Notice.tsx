import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onClose?: () => void;
  closeLabel: string;
  testId?: string;
}

/** A dismissible alert bar (lighter than antd-mobile's NoticeBar and its marquee). */
export function Notice({ children, onClose, closeLabel, testId }: Props) {
  return (
    <div className="notice notice-alert" role="alert" data-testid={testId}>
      <span className="notice-text">{children}</span>
      {onClose && (
        <button type="button" className="notice-close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
