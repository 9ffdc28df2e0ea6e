import Avatar from 'antd-mobile/es/components/avatar';
import { avatarUrl } from '../lib/avatar';

/**
 * A person's picture beside their name, the only way the learner pages show one (the lint refuses
 * antd-mobile's Avatar elsewhere). It is decoration — the name beside it says who — so screen
 * readers pass over it. antd-mobile's own fallback is an SVG with a title ("编组 3") and fixed ids,
 * read aloud before the name and repeated on every row of a list; this one is a plain head and shoulders.
 */
export function UserAvatar({ path, size }: { path: string | undefined; size: number }) {
  return (
    <span className="user-avatar" aria-hidden="true">
      <Avatar src={avatarUrl(path)} alt="" fallback={<DefaultFace />} style={{ '--size': `${size}px`, '--border-radius': '50%' }} />
    </span>
  );
}

function DefaultFace() {
  return (
    <svg className="user-avatar-default" viewBox="0 0 40 40">
      <rect width="40" height="40" fill="#e5e6eb" />
      <circle cx="20" cy="16" r="7" fill="#b8bcc4" />
      <path d="M7 38c1.5-8 7-12 13-12s11.5 4 13 12z" fill="#b8bcc4" />
    </svg>
  );
}
