/** SSE event ids of logged runs: `<runId>:<seq>` — the grammar lives in `@reasoning-ui/core/protocol` (`protocol/runs.ts`), shared with the client. */
export { parseRunEventId, runEventId } from "@reasoning-ui/core/protocol";
export type { ParsedRunEventId as ParsedEventId } from "@reasoning-ui/core/protocol";
