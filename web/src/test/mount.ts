import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface MountPoint {
  container: HTMLDivElement;
  root: Root;
  /** Unmounts what the root renders and removes its element. */
  remove(): void;
}

/** A React root on a fresh element in the document, for a component test's `beforeEach`. */
export function mountPoint(): MountPoint {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  return {
    container,
    root,
    remove: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
