/**
 * The event families beyond the reducer's core (docs/architecture.md, "Event families as modules"), one module
 * each, and the default preset every `createAgentStore` uses. An app whose agent sends a known subset names it with
 * `createAgentStoreWith([subagentEvents, …], options)` and ships only those.
 */
import type { EventFamily } from "../events";
import { activityEvents } from "./activity";
import { chunkEvents } from "./chunks";
import { customEvents } from "./custom";
import { legacyThinkingEvents } from "./legacyThinking";
import { stepEvents } from "./steps";
import { subagentEvents } from "./subagents";

export { activityEvents, chunkEvents, customEvents, legacyThinkingEvents, stepEvents, subagentEvents };

/** The default preset: every AG-UI 1.x event type and the deprecated THINKING_* ones (what `createAgentStore` handles). */
export const allEventFamilies: readonly EventFamily[] = [chunkEvents, subagentEvents, activityEvents, stepEvents, customEvents, legacyThinkingEvents];
