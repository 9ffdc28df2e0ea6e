import type { ToastShowProps } from 'antd-mobile';

/**
 * antd-mobile's Toast, loaded on first use: a toast always follows an action, so its mask and the
 * animation library under it stay out of the first download of the sign-in page and the centre.
 */
export function showToast(props: ToastShowProps): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => Toast.show(props));
}
