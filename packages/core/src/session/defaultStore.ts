import { customEvents } from "../reducer/families/custom";
import { addEventFamilies, createAgentStoreWith, type AgentStore } from "../store/createAgentStore";

/** How long a run waits for the families before it starts without them (the session's wait for a restore is the same). */
const WAIT_MS = 3_000;


/**
 * The session's default store (docs/architecture.md, "Budgets and benchmarks", "What the 25 kB first load would take"): the reducer's core
 * and CUSTOM (a transport's diagnostics) at once, the other event families (subagents, chunk shorthands, activity,
 * steps, THINKING_*) through one `import()`. `families()` loads them into the store, once; the session awaits it
 * before anything streams into the store (a run, a re-attach) and starts it at `connect()` (after the first paint),
 * so a family's event never meets a store without it (a load still pending after 3 s lets the run start; the families
 * apply from the event after they land). A failed load (a chunk lost to a deploy, the network down)
 * resolves all the same and is tried again at the next call: meanwhile that run's events of a missing family are
 * reported, once per type, as `event_family_missing` — never dropped silently. A restore needs no family (snapshots
 * are the core's); the families matter only to the events that follow.
 */
export function sessionDefaultStore(threadId: string | undefined): { store: AgentStore; families: () => Promise<void> } {
  const store = createAgentStoreWith([customEvents], threadId === undefined ? {} : { threadId });
  let loading: Promise<void> | undefined;
  let loaded = false;
  const load = () =>
    (loading ??= import("../reducer/families/index").then(
      (m) => void ((loaded = true), addEventFamilies(store, m.allEventFamilies)),
      () => void (loading = undefined),
    ));
  // A run waits for the load, but never on a network that hangs (as it waits for a restore): after `WAIT_MS` it
  // starts, and the families apply from the event after they land.
  const families = () => {
    if (loaded) return Promise.resolve();
    const pending = load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]).finally(() => clearTimeout(timer));
  };
  return { store, families };
}
