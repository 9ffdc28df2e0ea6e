/** The AI question generation pages (admin §2 smart: aigc-bank, hidden aigc-bank-detail). */
export const AIGC_PATH = '/admin/smart/aigc-bank';
export const AIGC_DETAIL_PATH = '/admin/smart/aigc-bank-detail';

/** The review page of a task. */
export const aigcDetailPath = (id: string): string => `${AIGC_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
