/**
 * Storybook only (aliased as `@reasoning-ui/core` in main.ts): the real core, with `createAgentStore`
 * registering each store it creates so the event inspector beside the story can show it — stories need
 * no change. Tests and apps use the real module.
 */
import { createAgentStore as create, type AgentStore, type AgentStoreOptions } from "../packages/core/src/index";
import { registerStore } from "./storeRegistry";

export * from "../packages/core/src/index";

/** `createAgentStore` from `@reasoning-ui/core`, plus registration with the Storybook event inspector. */
export function createAgentStore(options?: AgentStoreOptions): AgentStore {
  const store = create(options);
  registerStore(store);
  return store;
}
