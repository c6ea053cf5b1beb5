/**
 * History from the agent (docs/architecture.md, "Hosting layer and servers"): when the agent keeps its own copy of a thread, the
 * session hydrates from it on open and reconciles it with the local copy.
 */
import type { Message } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import { normalizeMessage } from "../protocol/normalizeMessage";
import type { AgentStore } from "../store/createAgentStore";

/** What the agent holds for `threadId` (its messages in order), or `undefined` when it knows none. May reject. */
export type AgentHistoryLoader = (threadId: string, signal: AbortSignal) => Promise<readonly Message[] | undefined>;

/** The key under which an {@link AgentHistory} carries its hydration (as storages carry their engine): apps without history ship none of it. */
export const HISTORY_ENGINE: unique symbol = Symbol.for("@reasoning-ui/core.history-engine") as never;

/**
 * The agent's own copy of a thread, for a session's `history` option: made by {@link agentHistory} (`GET
 * <agent>/threads/:id`) or {@link historyFrom} (your loader, e.g. over AG-UI's `connectAgent()`).
 */
export interface AgentHistory extends AgentHistoryLoader {
  readonly [HISTORY_ENGINE]: typeof hydrateFromAgent;
}

/**
 * An {@link AgentHistory} from your own loader: `(threadId, signal) → Message[] | undefined`.
 *
 * @example
 * // an @ag-ui/client agent whose connect() answers a MESSAGES_SNAPSHOT
 * const history = historyFrom(async (threadId) => {
 *   agent.threadId = threadId;
 *   agent.setMessages([]);
 *   await agent.connectAgent();
 *   return agent.messages;
 * });
 */
export function historyFrom(load: AgentHistoryLoader): AgentHistory {
  const fn: AgentHistoryLoader = (threadId, signal) => load(threadId, signal);
  return Object.defineProperty(fn, HISTORY_ENGINE, { value: hydrateFromAgent, enumerable: false }) as AgentHistory;
}

/** Options of {@link agentHistory}. */
export interface AgentHistoryOptions {
  /** The agent's base URL: the history is `GET {url}/threads/{threadId}` (URL-encoded). */
  url: string;
  headers?: Record<string, string> | (() => Record<string, string>);
  fetch?: typeof globalThis.fetch;
}

/**
 * An {@link AgentHistory} over HTTP: `GET {url}/threads/{threadId}` → `200 { "messages": Message[] }` (or a bare
 * array), `404` → none. Any other status, a body that is not JSON or has no message array rejects.
 *
 * @example
 * const agent = useAgentRun({ url: "/api/agent", storage, history: agentHistory({ url: "/api/agent" }) });
 */
export function agentHistory(options: AgentHistoryOptions): AgentHistory {
  return historyFrom(async (threadId, signal) => {
    const extra = typeof options.headers === "function" ? options.headers() : options.headers;
    const res = await (options.fetch ?? globalThis.fetch)(`${options.url.replace(/\/$/, "")}/threads/${encodeURIComponent(threadId)}`, { headers: { Accept: "application/json", ...extra }, signal });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`The agent answered HTTP ${res.status} to the thread's history`);
    const body: unknown = await res.json();
    const messages = Array.isArray(body) ? body : isRecord(body) ? body.messages : undefined;
    if (!Array.isArray(messages)) throw new Error("The agent's thread history has no messages array");
    return messages as Message[];
  });
}

type WithEncrypted = Message & { encryptedValue?: string; toolCalls?: { id: string; encryptedValue?: string }[] };

/** The agent's copy of a message, with the local encrypted values it lacks (on the message and its tool calls) kept byte-for-byte. */
function keepEncrypted(agent: WithEncrypted, local: WithEncrypted): Message {
  let next: WithEncrypted = agent;
  if (agent.encryptedValue === undefined && local.encryptedValue !== undefined) next = { ...next, encryptedValue: local.encryptedValue } as WithEncrypted;
  if (Array.isArray(agent.toolCalls) && Array.isArray(local.toolCalls)) {
    const localCalls = new Map(local.toolCalls.map((c) => [c.id, c]));
    if (agent.toolCalls.some((c) => c.encryptedValue === undefined && localCalls.get(c.id)?.encryptedValue !== undefined))
      next = { ...next, toolCalls: agent.toolCalls.map((c) => (c.encryptedValue === undefined && localCalls.get(c.id)?.encryptedValue !== undefined ? { ...c, encryptedValue: localCalls.get(c.id)!.encryptedValue } : c)) } as WithEncrypted;
  }
  return next;
}

/**
 * Reconciles the agent's history with the local messages (AG-UI lets a client keep messages the agent does not
 * know): messages the agent has replace local ones by id (keeping a local `encryptedValue` the agent's copy lacks),
 * in the agent's order; local-only messages stay, each after the message it followed locally; nothing is doubled
 * (a repeated id in either list counts once). Pure; O(local + agent).
 */
export function reconcileHistory(local: readonly Message[], agent: readonly Message[]): Message[] {
  const localById = new Map(local.map((m) => [m.id, m]));
  const out: Message[] = [];
  const seen = new Set<string>();
  const afterId = new Map<string | undefined, Message[]>();
  let previous: string | undefined;
  const agentIds = new Set(agent.filter((m) => isRecord(m) && typeof m.id === "string").map((m) => m.id));
  for (const m of local) {
    if (agentIds.has(m.id)) previous = m.id;
    else {
      const list = afterId.get(previous) ?? [];
      list.push(m);
      afterId.set(previous, list);
    }
  }
  const pushLocal = (anchor: string | undefined) => {
    for (const m of afterId.get(anchor) ?? []) if (!seen.has(m.id)) (seen.add(m.id), out.push(m));
  };
  pushLocal(undefined);
  for (const raw of agent) {
    if (!isRecord(raw) || typeof raw.id !== "string" || typeof raw.role !== "string" || seen.has(raw.id)) continue;
    seen.add(raw.id);
    const m = normalizeMessage(raw as Message);
    const mine = localById.get(m.id);
    out.push(mine ? keepEncrypted(m as WithEncrypted, mine as WithEncrypted) : m);
    pushLocal(m.id);
  }
  return out;
}

/**
 * Hydrates the store's thread from the agent's history and reconciles it with what is there (see
 * {@link reconcileHistory}); reasoning durations, tool-call times, runs and branches are kept (restored with the
 * messages). Nothing happens while a run streams, when the thread changed meanwhile, or when the agent knows
 * none. Never rejects.
 */
export async function hydrateFromAgent(store: AgentStore, history: AgentHistoryLoader, signal: AbortSignal): Promise<void> {
  const threadId = store.getState().threadId;
  if (threadId === "") return;
  let messages: readonly Message[] | undefined;
  try {
    messages = await history(threadId, signal);
  } catch {
    return; // the local copy stays as it is
  }
  const s = store.getState();
  if (!messages || signal.aborted || s.threadId !== threadId || s.status === "running") return;
  const next = reconcileHistory(s.messages, messages);
  if (next.length === s.messages.length && next.every((m, i) => m === s.messages[i])) return;
  s.restore({ threadId, messages: next, reasoning: s.reasoning, spans: s.spans, toolCallTimes: s.toolCallTimes ?? {}, runs: s.runs, branches: s.branches, branchVariants: s.branchVariants });
}
