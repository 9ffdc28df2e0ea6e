import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import type { ReactNode } from 'react';
import { useT } from '../app';

interface Props {
  /** Leaves the page; without it the bar has no back arrow. */
  onBack?: () => void;
  right?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The full-screen pages' top bar, drawn with antd-mobile's nav-bar styles. Its back arrow is a real
 * button named in the user's language (返回, Back), so it is reached by Tab and pressed with Enter or
 * Space; antd-mobile's NavBar puts the arrow in an unnamed `role="button"` div no key reaches.
 */
export function NavBar({ onBack, right, className, children }: Props) {
  const t = useT();
  return (
    <div className={`adm-nav-bar ${className ?? ''}`}>
      <div className="adm-nav-bar-left">
        {onBack && (
          <button type="button" className="adm-nav-bar-back nav-back-button" aria-label={t('nav.back')} onClick={onBack}>
            <span className="adm-nav-bar-back-arrow" aria-hidden="true">
              <LeftOutline />
            </span>
          </button>
        )}
      </div>
      <div className="adm-nav-bar-title">{children}</div>
      <div className="adm-nav-bar-right">{right}</div>
    </div>
  );
}
