/** Where the queue and an appeal's page are. */
export const QUEUE_PATH = '/admin/train/complain';
export const detailPath = (id: string): string => `/admin/train/complain-detail?id=${encodeURIComponent(id)}`;
