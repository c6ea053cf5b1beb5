/**
 * A store fed `events` by an effect (paced, optionally looping with a fresh store each time). The feeding
 * effect runs after the inspector's layout effect has subscribed, so the inspector sees every event.
 * Give the component using it a `key` that changes with the arguments (a new store per setting).
 */
import { createAgentStore, type AgentStore, type BaseEvent } from "@reasoning-ui/core";
import { useEffect, useState } from "react";

export function usePacedStore(events: readonly BaseEvent[], eventsPerSecond: number, loopDelayMs = 4000): AgentStore {
  const [store, setStore] = useState(() => createAgentStore({ threadId: "thread-story" }));
  useEffect(() => {
    if (eventsPerSecond <= 0) {
      store.getState().applyEvents(events);
      return;
    }
    let i = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const event = events[i++];
      if (event) {
        store.getState().applyEvent({ ...event, timestamp: Date.now() } as BaseEvent);
        timer = setTimeout(tick, 1000 / eventsPerSecond);
      } else if (loopDelayMs > 0) timer = setTimeout(() => setStore(createAgentStore({ threadId: "thread-story" })), loopDelayMs);
    };
    tick();
    return () => clearTimeout(timer);
  }, [store, events, eventsPerSecond, loopDelayMs]);
  return store;
}
