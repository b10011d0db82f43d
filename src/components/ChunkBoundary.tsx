import { Component, type ReactNode } from 'react';
import { ChunkFailed } from './ChunkFailed';

/**
 * Catches a lazy chunk that could not be loaded (a deploy replaced it, the network dropped) and
 * shows "Loading chunk failed" with a retry instead of a blank screen (spec console §8).
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('chunk or render failure', error);
  }

  override render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}
