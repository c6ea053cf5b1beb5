"use client";
import { createContext, createElement, forwardRef, lazy, Suspense, useContext, useEffect, useState, type ComponentType, type ForwardRefExoticComponent, type ReactNode, type RefAttributes } from "react";

/** Props every lazy part takes beside its component's own: what shows until its code has arrived. */
export interface LazyPartProps {
  /**
   * Rendered until the part's code has arrived (and instead of it if the code cannot be loaded): the plain content
   * holding the part's space, so nothing flashes empty and nothing moves when the part replaces it.
   */
  fallback?: ReactNode;
}

/** A component whose code loads on first use (`import()`), with `preload()` to fetch it ahead of need. */
export type LazyPart<P, R> = ForwardRefExoticComponent<P & LazyPartProps & RefAttributes<R>> & {
  /** Starts loading the part's code (once; again after a failed load). Resolves when it has arrived. */
  preload(): Promise<unknown>;
};

const FallbackContext = /* @__PURE__ */ createContext<ReactNode>(null);
/** Shown in place of a part whose code could not be loaded: that instance's fallback. */
const Failed = () => useContext(FallbackContext);

/**
 * A part a turn shows only sometimes (the message editor, a storage notice, a tool call's details, …) as a component
 * of its own module, loaded by `import()` on first use so an app's first load does not carry it
 * (docs/architecture.md, "UI parts"). Bundlers (Vite, Next.js, esbuild with splitting, webpack) emit the module as a chunk
 * of its own; the published package keeps every source file its own module, so the `import()` survives in `dist/`.
 *
 * - Once the code has arrived (after `preload()` or an earlier use) the part renders synchronously, as an ordinary
 *   component: no Suspense boundary, no fallback, no extra render.
 * - Before that, it renders `fallback` inside a `<Suspense>` boundary of its own and replaces it when the code
 *   arrives. An instance keeps the element structure it mounted with, so a part's state survives later renders.
 * - A failed load (a chunk lost to a deploy, the network down) never throws into React: the instance keeps showing
 *   its fallback, and the next instance that mounts tries the load again.
 * - Server rendering: React's streaming server renderer waits for the chunk (or sends the fallback and lets the client
 *   finish the boundary); the parts load no browser API at import time.
 *
 * Call `preload()` from an effect of whatever may show the part (e.g. a user row with an Edit button), so the code is
 * there by the time the user asks for it.
 *
 * With `{ suspend: true }` the part has no boundary of its own: before its code has arrived it suspends to the
 * caller's nearest `<Suspense>`, which holds back the whole region it belongs to (e.g. a prompt whose first focus is
 * the part's first field) and shows it complete once the code is there. A failed load then renders `fallback`.
 */
export function lazyPart<P extends object, R = unknown>(load: () => Promise<ComponentType<P>>, options?: { suspend?: boolean }): LazyPart<P, R> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P> | undefined> | undefined;
  // What React.lazy resolves to: the part, or — when its code could not be loaded — the instance's fallback. React
  // keeps a lazy component's outcome, so after a failure the instances that mount later get a new one (a new try).
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: (component ?? Failed) as ComponentType<object> })));
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      () => {
        pending = undefined;
        // Suspended, an instance has not committed: its retry reads `Lazy` again, so the failed one stays until an
        // instance showing the failure has committed (else each retry would start a new load, for ever).
        if (options?.suspend) stale = true;
        else Lazy = makeLazy();
        return undefined;
      },
    ));
  let Lazy = makeLazy();
  let stale = false;
  const Part = forwardRef<R, P & LazyPartProps>(function LazyPart({ fallback = null, ...own }, ref) {
    // Decided once per instance: switching from the boundary to the bare component later would remount the part.
    const [direct] = useState(() => loaded !== undefined);
    const [Pending] = useState(() => Lazy);
    useEffect(() => {
      if (stale) (stale = false), (Lazy = makeLazy());
      void preload();
    }, []);
    const props = ref ? { ...own, ref } : own;
    if (direct && loaded) return createElement(loaded as ComponentType<object>, props);
    const part = createElement(Pending, props);
    return createElement(FallbackContext.Provider, { value: fallback }, options?.suspend ? part : createElement(Suspense, { fallback }, part));
  });
  return Object.assign(Part, { preload }) as LazyPart<P, R>;
}
