import { lazy, useState, type ComponentType, type JSX } from 'react';

/**
 * A component loaded on demand that renders at once when its module is already here.
 * `React.lazy` suspends on its first render even then: its fallback is committed, and the
 * component renders a task later, a second render of the screen (decision 038). Each mounted
 * instance decides once, so a mounted component is never swapped for another type.
 * `preload()` fetches the module (and makes later mounts render at once).
 */
export function lazyReady<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: (props: P) => JSX.Element; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  const keep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(keep);
  function Component(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload: () => keep().then(() => undefined) };
}
