import { lazy, Suspense, type ComponentType } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { WaitScreen } from './WaitScreen';

/** Spec console §8: a chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Loading chunk failed (timeout)')), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
}

/** A page in its own chunk, with the wait screen while it loads and a retry if it cannot. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Page = lazy(withTimeout(load));
  return function LazyPage(props: P) {
    return (
      <ChunkBoundary>
        <Suspense fallback={<WaitScreen />}>
          <Page {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}
