import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A header control kept out of reach where antd copies it into the table's hidden measuring row
 * (`aria-hidden`, used to size columns when the table scrolls): that copy is made `inert`, so the
 * keyboard and assistive technology meet only the visible one (axe `aria-hidden-focus`).
 */
export function InertInMeasureRow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) ref.current.setAttribute('inert', '');
  }, []);
  return <span ref={ref}>{children}</span>;
}
