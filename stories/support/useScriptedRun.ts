/**
 * Plays an event script into a real store at an adjustable pace, the way an agent's stream would arrive.
 * Used by the streaming stories ("scripted event source").
 */
import { createAgentStore, type AgentState, type BaseEvent, type Message } from "@reasoning-ui/core";
import { useEffect, useState } from "react";
import type { StoreApi } from "zustand/vanilla";

export interface ScriptedRunOptions {
  events: BaseEvent[];
  /** Messages the store starts with (e.g. the user's question). */
  initialMessages?: Message[];
  /** Events per second; 0 applies everything at once. */
  eventsPerSecond?: number;
  /** Replay from the start this many ms after finishing (0: never). */
  loopDelayMs?: number;
  /** Re-stamp events with the wall clock as they are played (so live durations tick realistically). */
  liveTimestamps?: boolean;
}

/** Stable default, so the effect below does not restart on every render. */
const NO_MESSAGES: Message[] = [];

const fresh = (initialMessages: Message[]) => createAgentStore({ threadId: "thread-story", messages: initialMessages });

/**
 * Returns a store that receives `events` over time; restarts when the inputs change.
 * Pass `events` and `initialMessages` as stable references (module constants or `useMemo`): a new array on
 * every render restarts the script on every render.
 */
export function useScriptedRun({ events, initialMessages = NO_MESSAGES, eventsPerSecond = 0, loopDelayMs = 0, liveTimestamps = true }: ScriptedRunOptions): StoreApi<AgentState> {
  const [store, setStore] = useState(() => fresh(initialMessages));
  useEffect(() => {
    let current = fresh(initialMessages);
    setStore(current);
    if (eventsPerSecond <= 0) {
      current.getState().applyEvents(events);
      return;
    }
    let i = 0;
    let timer: ReturnType<typeof setTimeout>;
    const interval = 1000 / eventsPerSecond;
    const tick = () => {
      const event = events[i++];
      if (event) {
        current.getState().applyEvent(liveTimestamps ? ({ ...event, timestamp: Date.now() } as BaseEvent) : event);
        timer = setTimeout(tick, interval);
      } else if (loopDelayMs > 0) {
        timer = setTimeout(() => {
          current = fresh(initialMessages);
          setStore(current);
          i = 0;
          tick();
        }, loopDelayMs);
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [events, eventsPerSecond, loopDelayMs, liveTimestamps, initialMessages]);
  return store;
}
