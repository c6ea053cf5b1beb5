import { useEffect, useState } from "react";

/**
 * `Date.now()`, refreshed once a second (on whole seconds since `origin`) while `active`.
 * The displayed time comes from the data's `origin`, so re-renders and remounts never restart it.
 */
export function useNow(active: boolean, origin: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      const since = origin === undefined ? 0 : t - origin;
      timer = setTimeout(tick, 1000 - (((since % 1000) + 1000) % 1000) || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [active, origin]);
  return now;
}
