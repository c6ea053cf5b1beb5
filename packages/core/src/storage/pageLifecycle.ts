/**
 * The page's lifecycle as persistence needs it: the page is going away (`pagehide`) or hidden (`visibilitychange`
 * to `hidden`, the last event a mobile browser reliably fires before it discards a page). Nothing where there is
 * no page (Node, a worker).
 */

/** Calls `onHide` each time the page is hidden or goes away; returns the function that stops listening. */
export function whenPageHidden(onHide: () => void): () => void {
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === "hidden") onHide();
  };
  globalThis.addEventListener?.("pagehide", onHide);
  globalThis.document?.addEventListener?.("visibilitychange", onVisibility);
  return () => {
    globalThis.removeEventListener?.("pagehide", onHide);
    globalThis.document?.removeEventListener?.("visibilitychange", onVisibility);
  };
}
