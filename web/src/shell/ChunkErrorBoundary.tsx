import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a lazily loaded area that failed to load (offline, new deployment) and offers a retry. */
export class ChunkErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[routes] a lazily loaded area failed to load', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => window.location.reload()) : this.props.children;
  }
}
