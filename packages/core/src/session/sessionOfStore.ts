import type { AgentSession } from "./types";

/** Each run session by the store it runs (weakly held: a store let go takes its entry with it). */
const sessions = /* @__PURE__ */ new WeakMap<object, AgentSession>();

/** Records `session` as the one running `store` (`createAgentSession` calls it). */
export function registerSessionOfStore(store: object, session: AgentSession): void {
  sessions.set(store, session);
}

/**
 * The run session that runs `store` (made by `createAgentSession` / `useAgentRun`), or `undefined` (a store made
 * by hand). What lets a component given only a store still reach what the session owns — a long stored thread's
 * older pages (`<AgentProvider store={agent.store}>` must not hide them).
 *
 * @example
 * const session = sessionOfStore(agent.store); // agent.session
 */
export function sessionOfStore(store: object | undefined): AgentSession | undefined {
  return store ? sessions.get(store) : undefined;
}
