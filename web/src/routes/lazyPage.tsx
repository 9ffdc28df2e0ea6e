import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from './LazyAdmin';

/**
 * A page loaded on first visit. The identity side pages (registration, WeChat results, sign-in by
 * code) are rare, so they stay out of the learner's initial download.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  // lazy() widens the props to allow a ref; these pages take none, so the plain props type is kept.
  const Page = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<Props>;
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
