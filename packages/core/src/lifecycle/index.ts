/**
 * `@reasoning-ui/core/lifecycle`: the lifecycle owner of streamed entities (text messages, tool calls, reasoning
 * messages, spans), shared by the reducer, the audit trail, the event inspector and `@reasoning-ui/agent`'s
 * emitter (docs/architecture.md, "Store and reducer"). Dependency-free and browser-safe.
 */
export { Lifecycle, type EntityKind, type Lane, type LifecycleState } from "./lifecycle";
