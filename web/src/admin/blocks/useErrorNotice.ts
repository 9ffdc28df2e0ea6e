import type { message } from 'antd';
import { useEffect } from 'react';

type Notice = ReturnType<typeof message.useMessage>[0];

/** Shows a read's failure (already in the admin's language) as a toast, once each time it changes. */
export function useErrorNotice(notice: Notice, error: string): void {
  useEffect(() => {
    if (error) void notice.error(error);
  }, [notice, error]);
}
