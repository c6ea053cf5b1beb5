/**
 * Test oracles of "did anything saved change" (tests only; persistence itself decides from the change feed):
 * `saveKey` — identities and live-container stamps of what a save writes (O(1), what persistence compared before
 * the feed reported every change) — and `savedJson`, the content a save writes (`toStoredThread`, minus its time).
 */
import type { AgentState } from "../../src/index";
import { toStoredThread } from "../../src/storage/schema";
import { containerVersion } from "../../src/store/liveContainers";

/** Everything a save depends on, as identities and — for the live containers the reducer writes in place — their stamps. */
export type SaveKey = readonly unknown[];

export const saveKey = (s: AgentState): SaveKey => [
  s.threadId,
  s.messages,
  containerVersion(s.messages),
  s.reasoning,
  containerVersion(s.reasoning),
  s.spans,
  containerVersion(s.spans),
  s.toolCallTimes,
  s.toolCallTimes === undefined ? 0 : containerVersion(s.toolCallTimes),
  s.runs,
  s.branches,
  s.branchVariants,
];

export const sameKey = (a: SaveKey, b: SaveKey): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The content a save writes now (its `savedAt` left out). */
export const savedJson = (s: AgentState): string => JSON.stringify({ ...toStoredThread(s, 0), savedAt: undefined });
