import { useEffect, useRef, useState } from "react";

/**
 * `Date.now()`, refreshed once a second (on whole seconds since `origin`) while `active`.
 * The displayed time comes from the data's `origin`, so re-renders and remounts never restart it.
 * It changes state only when the whole second since `origin` does: a tick that would show the same
 * duration (e.g. the first one, right after mount) renders nothing.
 */
export function useNow(active: boolean, origin: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  /** The time last put in state (what is shown). */
  const shown = useRef(now);
  useEffect(() => {
    if (!active) return;
    const second = (t: number) => Math.floor((origin === undefined ? t : t - origin) / 1000);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = Date.now();
      if (second(t) !== second(shown.current)) setNow((shown.current = t));
      const since = origin === undefined ? 0 : t - origin;
      timer = setTimeout(tick, 1000 - (((since % 1000) + 1000) % 1000) || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [active, origin]);
  return now;
}
