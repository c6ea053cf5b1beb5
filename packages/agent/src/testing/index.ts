/**
 * `@reasoning-ui/agent/testing` — test helpers: a local replay server for provider SSE streams (Node only: `node:http`
 * and `node:fs`). Point an official SDK's `baseURL` at it to exercise a route, a bridge and the SDK's own
 * parsing without network or API key; and `runLogStoreContract`, the run store contract as a test suite registered
 * with the runner's functions you pass. Not imported by the bridges.
 */
export { createReplayServer, loadProviderFixture } from "./replay";
export type { ReplayReply, ReplayRequest, ReplayServer, ReplayServerOptions } from "./replay";
/**
 * The `RunLogStore` contract as a test suite: run it on a store you write (and the kit runs it on the memory and
 * Redis stores), passing your runner's `describe`, `it`, `expect`, `afterEach`.
 */
export { runLogStoreContract } from "./runLogStoreContract";
export type { RunLogStoreContractOptions, RunLogStoreContractTestApi } from "./runLogStoreContract";
