import { lazy, type ComponentType } from 'react';

/** A component in a chunk of its own, like React.lazy's, that can also be loaded before it renders. */
export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy, plus `preload()`: a component whose chunk was loaded before its first render renders
 * at once instead of suspending. A Suspense boundary that has shown its fallback holds back what
 * comes next for React's 300 ms throttle, however soon the chunk arrives. (React.lazy takes any
 * thenable; one that calls back at once resolves it within the render.) react-lazy-with-preload
 * does the same with a forwardRef wrapper around each component, and weighs more than this module
 * on every page.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  // A chunk that failed to load makes its screen show the error; the page reloads for a new
  // version (main.tsx), so the failure is kept rather than asked for again.
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  const Component = lazy(() => {
    const ready = loaded;
    if (ready)
      return {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
      } as Promise<{ default: ComponentType<P> }>;
    return preload().then(() => ({ default: loaded! }));
  });
  return Object.assign(Component, { preload }) as Preloadable<P>;
}
