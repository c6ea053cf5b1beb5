/**
 * One home for the wire vocabulary (issue 28, item 2): `@reasoning-ui/core/protocol` depends on nothing (no npm
 * package, no core module outside `protocol/`'s own vocabulary files), and the agent package's names are that
 * entry's, not copies that could drift.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import * as agent from "@reasoning-ui/agent";
import * as core from "@reasoning-ui/core";
import * as protocol from "@reasoning-ui/core/protocol";
import { expect, test } from "vitest";

type Madge = (paths: string, config: Record<string, unknown>) => Promise<{ obj(): Record<string, string[]> }>;
const madge = createRequire(import.meta.url)("madge") as Madge;
const root = fileURLToPath(new URL("../..", import.meta.url));

test("the protocol entry imports no package and no core module beyond its own vocabulary files", async () => {
  const graph = (await madge(`${root}packages/core/src/protocol/index.ts`, { baseDir: root, fileExtensions: ["ts"], includeNpm: true, tsConfig: `${root}tsconfig.json` })).obj();
  const files = Object.keys(graph).sort();
  expect(files).toEqual(["packages/core/src/protocol/errorBody.ts", "packages/core/src/protocol/heartbeat.ts", "packages/core/src/protocol/index.ts", "packages/core/src/protocol/isRecord.ts", "packages/core/src/protocol/reasoningRequest.ts", "packages/core/src/protocol/reasoningUiMetadata.ts"]);
  for (const deps of Object.values(graph)) for (const dep of deps) expect(dep).toMatch(/^packages\/core\/src\/protocol\//);
});

test("the agent package's wire names are the protocol entry's own values", () => {
  expect(agent.REASONING_UI_METADATA_KEY).toBe(protocol.REASONING_UI_METADATA_KEY);
  expect(agent.HIDDEN_REASONING_REASONS).toBe(protocol.HIDDEN_REASONING_REASONS);
  expect(agent.REASONING_EFFORTS).toBe(protocol.REASONING_EFFORTS);
  expect(agent.reasoningUiMetadata).toBe(protocol.reasoningUiMetadata);
  expect(agent.readReasoningUiMetadata).toBe(protocol.readReasoningUiMetadata);
  expect(core.REASONING_UI_METADATA_KEY).toBe(protocol.REASONING_UI_METADATA_KEY);
  expect(core.hiddenReasonOf).toBe(protocol.hiddenReasonOf);
  expect(core.REASONING_EFFORTS).toBe(protocol.REASONING_EFFORTS);
});

test("every reason is one both sides accept: what a producer writes, the client reads back", () => {
  expect(protocol.HIDDEN_REASONING_REASONS).toEqual(["encrypted", "redacted", "omitted", "hidden"]);
  for (const hidden of protocol.HIDDEN_REASONING_REASONS) {
    const message = { metadata: protocol.reasoningUiMetadata({ hidden }) };
    expect(protocol.hiddenReasonOf(message)).toBe(hidden);
    expect(protocol.readReasoningUiMetadata(message)).toEqual({ hidden });
  }
});
