// P4 (a), core's half: what the Quick start needs from @reasoning-ui/core (store, HTTP transport, next-turn input).
export { buildRunAgentInput, createAgentStore, runHttpAgent } from "@reasoning-ui/core";
