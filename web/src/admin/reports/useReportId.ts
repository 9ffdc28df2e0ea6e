import { useSearchParams } from 'react-router-dom';

/** The record a detail page is about: its `id` parameter ('' none). */
export function useReportId(name = 'id'): string {
  const [params] = useSearchParams();
  return params.get(name) ?? '';
}
