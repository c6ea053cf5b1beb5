/**
 * `@reasoning-ui/agent/testing` — a local replay server for provider SSE streams (Node only: `node:http`
 * and `node:fs`). Point an official SDK's `baseURL` at it to exercise a route, a bridge and the SDK's own
 * parsing without network or API key. Not imported by the bridges.
 */
export { createReplayServer, loadProviderFixture } from "./replay";
export type { ReplayReply, ReplayRequest, ReplayServer, ReplayServerOptions } from "./replay";
