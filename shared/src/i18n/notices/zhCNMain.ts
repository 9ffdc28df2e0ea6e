/**
 * The lines of the `notices` section the mini-program's main package shows (the personal centre's
 * row with its count, the toast of a live notice): in a module of their own so it bundles them
 * without the notices page's strings, which its subpackage adds.
 */
export const noticesMainZhCN = {
  mine: '消息通知',
  unreadCount: '{count}条未读',
  fresh: '收到新消息',
} as const;
