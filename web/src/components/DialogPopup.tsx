import CenterPopup, { type CenterPopupProps } from 'antd-mobile/es/components/center-popup';
import type { ReactNode } from 'react';

interface Props extends Pick<CenterPopupProps, 'onMaskClick' | 'style' | 'bodyClassName'> {
  /** The dialog's name for screen readers (its heading's words). */
  title: string;
  children: ReactNode;
}

/**
 * A dialog in antd-mobile's centred popup, known to screen readers as a dialog by its name. The
 * role sits on a box of its own: antd-mobile copies any `aria-*` given to the popup onto its outer
 * element too, where a name is not allowed.
 */
export function DialogPopup({ title, children, ...popup }: Props) {
  return (
    <CenterPopup visible {...popup}>
      <div role="dialog" aria-modal="true" aria-label={title}>
        {children}
      </div>
    </CenterPopup>
  );
}
