import 'antd-mobile/es/components/tab-bar/tab-bar.css';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../app';

export interface LearnerTab {
  /** The route the tab opens. */
  key: string;
  title: string;
  icon: ReactNode;
}

/**
 * The learner's bottom tabs, drawn with antd-mobile's tab-bar styles but made of links: each is
 * reached by Tab, opened with Enter and named by its title, and the current one says so
 * (`aria-current="page"`). antd-mobile's TabBar draws plain divs no key reaches.
 */
export function LearnerTabBar({ tabs }: { tabs: readonly LearnerTab[] }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav className="adm-tab-bar learner-tabs" aria-label={t('nav.tabs')}>
      <div className="adm-tab-bar-wrap">
        {tabs.map((tab) => {
          const active = tab.key === pathname;
          return (
            <Link
              key={tab.key}
              to={tab.key}
              className={`adm-tab-bar-item${active ? ' adm-tab-bar-item-active' : ''}`}
              aria-current={active ? 'page' : undefined}
            >
              <span className="adm-tab-bar-item-icon" aria-hidden="true">
                {tab.icon}
              </span>
              <span className="adm-tab-bar-item-title adm-tab-bar-item-title-with-icon">{tab.title}</span>
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
