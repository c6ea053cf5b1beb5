// P4 (b), core's half: a store and nothing else.
export { createAgentStore } from "@reasoning-ui/core";
