"use client";
import type { AgentState } from "@reasoning-ui/core";
import { useState, useSyncExternalStore } from "react";
import { useIsoLayoutEffect } from "../internal/useIsoLayoutEffect";
import type { StoreApi } from "zustand/vanilla";
import { createEventLog } from "./eventLog";
import type { EventLog, EventLogSnapshot } from "./types";

const EMPTY: EventLogSnapshot = { entries: [], runs: new Map(), spans: new Map(), dropped: 0, paused: false, behind: 0 };
const noop = () => () => {};

/**
 * The event log the inspector reads: `log` when given (its owner starts and stops it), else one created
 * for `store` that listens from mount (a layout effect, so events applied by effects of the same commit
 * are seen) until unmount — nothing listens to the store while no inspector is mounted. Re-renders at
 * most once per `refreshMs` (default 250 ms).
 *
 * @example
 * const { log, snapshot } = useEventLog({ store });
 */
export function useEventLog(options: { store?: StoreApi<AgentState>; log?: EventLog; capacity?: number; refreshMs?: number }): { log: EventLog | undefined; snapshot: EventLogSnapshot } {
  const { store, log: given, capacity, refreshMs } = options;
  const [own, setOwn] = useState<EventLog | undefined>(undefined);
  useIsoLayoutEffect(() => {
    if (given || !store) return;
    const log = createEventLog(store, { ...(capacity !== undefined && { capacity }), ...(refreshMs !== undefined && { refreshMs }) });
    log.start();
    setOwn(log);
    return () => {
      log.stop();
      setOwn(undefined);
    };
  }, [store, given, capacity, refreshMs]);
  const log = given ?? own;
  const snapshot = useSyncExternalStore(log ? log.subscribe : noop, () => (log ? log.getSnapshot() : EMPTY), () => EMPTY);
  return { log, snapshot };
}
