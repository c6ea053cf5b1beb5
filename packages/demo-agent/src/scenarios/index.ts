import type { Scenario } from "./context";
import { cut, error } from "./failures";
import { chunk, hidden, legacy, markdown, summary, visible } from "./reasoning";
import { interleaved } from "./interleaved";
import { tool } from "./tool";
import { approve, input } from "./interrupts";
import { attachments } from "./attachments";
import { flood } from "./flood";

export type { Scenario, ScenarioContext } from "./context";
export { HIDDEN_THINK_MS } from "./reasoning";
export { answerResume, TRIP_SCHEMA, type DemoInterruptData, type DemoLedger } from "./interrupts";

/** The scenario names, which are also the keywords recognised in the user's text. */
export const scenarioNames = ["visible", "summary", "hidden", "tool", "interleaved", "chunk", "legacy", "error", "cut", "approve", "input", "attachments", "markdown"] as const;
/** Load-test scenarios, picked like the others but left out of {@link scenarioNames} (the tour): `flood` (10 MB of reasoning). */
export const loadScenarioNames = ["flood"] as const;
export type ScenarioName = (typeof scenarioNames)[number] | (typeof loadScenarioNames)[number];

export const scenarios: Record<ScenarioName, Scenario> = { visible, summary, hidden, tool, interleaved, chunk, legacy, error, cut, approve, input, attachments, markdown, flood };

const allNames: readonly string[] = [...scenarioNames, ...loadScenarioNames];
const isName = (v: unknown): v is ScenarioName => typeof v === "string" && allNames.includes(v);
const KEYWORD = new RegExp(`\\b(${allNames.join("|")})\\b`, "i");

/** Text of a message's `content`: a string, or the `text` parts of an input-content array. */
export function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((p) => (p && typeof p === "object" && typeof (p as { text?: unknown }).text === "string" ? (p as { text: string }).text : ""))
    .join(" ");
}

/** Whether a message's content carries a media part (anything but text). */
const hasMedia = (content: unknown) => Array.isArray(content) && content.some((p) => p && typeof p === "object" && (p as { type?: unknown }).type !== "text");

/**
 * Picks the scenario: `forwardedProps.scenario` when it names one; else `attachments` when the latest user
 * message carries attachments (AG-UI 1.0 media parts); else the first keyword (case-insensitive whole word) in
 * it; else `visible`.
 */
export function pickScenario(input: { messages?: unknown; forwardedProps?: unknown }): ScenarioName {
  const forced = (input.forwardedProps as { scenario?: unknown } | undefined)?.scenario;
  if (isName(forced)) return forced;
  const messages = Array.isArray(input.messages) ? input.messages : [];
  const lastUser = [...messages].reverse().find((m) => m && typeof m === "object" && m.role === "user");
  if (hasMedia(lastUser?.content)) return "attachments";
  const match = KEYWORD.exec(textOf(lastUser?.content));
  const word = match?.[1]?.toLowerCase();
  return isName(word) ? word : "visible";
}
