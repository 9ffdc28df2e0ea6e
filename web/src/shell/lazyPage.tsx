import type { Namespace } from '@peilian/shared';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { i18n } from '../app';
import { Loading } from '../components/Loading';

/**
 * A page loaded on first visit, together with the language namespaces its strings live in (fetched
 * in parallel with its chunk), so it never shows raw keys. The identity side pages (registration,
 * WeChat results, sign-in by code) are rare, so they stay out of the learner's initial download.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>, namespaces: readonly Namespace[] = []) {
  // lazy() widens the props to allow a ref; these pages take none, so the plain props type is kept.
  const Page = lazy(() =>
    Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([component]) => ({ default: component })),
  ) as unknown as ComponentType<Props>;
  return function LazyPage(props: Props) {
    // lazy() loads once: on a later visit a namespace that failed before (offline) is asked for
    // again here, and the page follows when it arrives (nothing is fetched when all are loaded).
    useEffect(() => {
      void i18n.loadNamespaces(namespaces);
    }, []);
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
