/**
 * Change detection for persistence (docs/architecture.md, "Persistence"): whether anything a save writes changed.
 * The reducer's change feed says what a command did (a restore, a reset, a truncate, a fork, an added message, an
 * ended stream), but it carries no text deltas — a streamed delta changes a message in place and reports nothing —
 * so an event batch is checked by the live containers' stamps (`store/liveContainers.ts`): one O(1) key per
 * published state. Two equal keys mean nothing saved changed.
 */
import { containerVersion } from "../store/liveContainers";
import type { AgentState } from "../types";

/** What a save depends on (everything that is saved), as identities and — for the live containers the reducer writes in place — their versions. O(1). */
export type SaveKey = readonly unknown[];

export const saveKey = (s: AgentState): SaveKey => [
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
];

export const sameKey = (a: SaveKey, b: SaveKey): boolean => a.every((x, i) => x === b[i]);
