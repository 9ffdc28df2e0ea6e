import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Target = { to: string; onClick?: never } | { onClick: () => void; to?: never };

type Props = Target & {
  children: ReactNode;
  prefix?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  /** The chevron that says the row leads somewhere; on by default. */
  arrow?: boolean;
  testId?: string;
};

/**
 * A row of an antd-mobile List that leads somewhere: a link (`to`) or a button (`onClick`) drawn
 * with the list item's styles, so Tab reaches it, Enter (and Space, for a button) opens it, and its
 * text names it. antd-mobile's clickable List.Item is an `<a>` without href, which no key reaches.
 */
export function ListAction({ to, onClick, children, prefix, description, extra, arrow = true, testId }: Props) {
  const content = (
    <span className="adm-list-item-content">
      {prefix && <span className="adm-list-item-content-prefix">{prefix}</span>}
      <span className="adm-list-item-content-main">
        {children}
        {description && <span className="adm-list-item-description">{description}</span>}
      </span>
      {extra && <span className="adm-list-item-content-extra">{extra}</span>}
      {arrow && (
        <span className="adm-list-item-content-arrow" aria-hidden="true">
          <RightOutline />
        </span>
      )}
    </span>
  );
  const className = 'adm-list-item list-action';
  return to !== undefined ? (
    <Link to={to} className={className} data-testid={testId}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={onClick} data-testid={testId}>
      {content}
    </button>
  );
}
