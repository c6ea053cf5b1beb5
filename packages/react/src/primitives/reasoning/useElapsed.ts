"use client";
import { useRef, useState } from "react";
import type { ReasoningStatus } from "@reasoning-ui/core";
import { useIsoLayoutEffect } from "../../internal/useIsoLayoutEffect";
import { useReasoningDisclosureContext } from "./context";

/**
 * `Date.now()`, refreshed once a second (on whole seconds since `origin`) while `active`.
 * The displayed time comes from the data's `origin`, so re-renders and remounts never restart it.
 * It changes state only when the whole second since `origin` does: a tick that would show the same
 * duration renders nothing.
 *
 * Render is deterministic: the clock is never read while rendering (a server or a Next.js prerender renders
 * `origin`, i.e. 0 s elapsed, and hydration renders the same); it is read in a layout effect, so the browser
 * shows the real elapsed time before its first paint.
 */
export function useNow(active: boolean, origin: number | undefined): number {
  const [now, setNow] = useState(origin ?? 0);
  /** The time last put in state (what is shown). */
  const shown = useRef(now);
  useIsoLayoutEffect(() => {
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

/** A finished reasoning's duration, ms: `durationMs` when given, else `endedAt − startedAt` (never negative). */
export function finishedDuration(startedAt: number | undefined, endedAt: number | undefined, durationMs?: number): number | undefined {
  if (durationMs !== undefined && Number.isFinite(durationMs)) return Math.max(0, durationMs);
  return startedAt === undefined || endedAt === undefined ? undefined : Math.max(0, endedAt - startedAt);
}

/** What {@link useElapsed} and {@link useReasoningElapsed} give. */
export interface ReasoningElapsed {
  /**
   * Elapsed milliseconds: live (`now − startedAt`, both on the browser's clock) while streaming, else `durationMs`
   * when given, else `endedAt − startedAt`; `undefined` when a time is unknown. Never negative.
   */
  elapsedMs: number | undefined;
  /** `elapsedMs` in whole seconds (floor), the unit a ticking counter shows. */
  seconds: number | undefined;
  /** True while streaming: the value ticks once a second. */
  running: boolean;
}

/** The timing a reasoning's elapsed time is computed from (times in ms since epoch, as `ReasoningView` has them). */
export interface ReasoningTiming {
  status?: ReasoningStatus | undefined;
  startedAt?: number | undefined;
  endedAt?: number | undefined;
  /** The finished duration when the data gives one (`ReasoningView.durationMs`). */
  durationMs?: number | undefined;
}

/**
 * The live elapsed time of a reasoning from its data (`startedAt` / `endedAt`, never a component timer): while
 * `status` is `"streaming"` it re-renders once per whole second since `startedAt` (a remount does not restart it);
 * after, it is the fixed duration. Agent timestamps are never subtracted from the browser clock except for this
 * live value (docs/architecture.md, "Protocol facts").
 *
 * @example
 * const view = useReasoningView("r-1");
 * const { seconds, running } = useElapsed({ status: view?.status, startedAt: view?.startedAt, endedAt: view?.endedAt });
 * return <em>{running ? `Thinking ${seconds ?? 0}s` : `Took ${seconds}s`}</em>;
 */
export function useElapsed({ status = "complete", startedAt, endedAt, durationMs }: ReasoningTiming): ReasoningElapsed {
  const running = status === "streaming";
  const now = useNow(running && startedAt !== undefined, startedAt);
  const elapsedMs = running ? (startedAt === undefined ? undefined : Math.max(0, now - startedAt)) : finishedDuration(startedAt, endedAt, durationMs);
  return { elapsedMs, seconds: elapsedMs === undefined ? undefined : Math.floor(elapsedMs / 1000), running };
}

/**
 * {@link useElapsed} for the enclosing `Reasoning.Root`: the live elapsed time a headless duration is built from.
 *
 * @throws Error "`useReasoningElapsed` must be used within `Reasoning.Root`".
 * @example
 * function MyDuration() {
 *   const { seconds, running } = useReasoningElapsed();
 *   return <em>{running ? `${seconds ?? 0}s…` : `${seconds}s`}</em>;
 * }
 */
export function useReasoningElapsed(): ReasoningElapsed {
  return useElapsed(useReasoningDisclosureContext("useReasoningElapsed"));
}
