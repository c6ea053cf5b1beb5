import type { Scenario } from "./context";
import { cut, error } from "./failures";
import { chunk, hidden, legacy, summary, visible } from "./reasoning";
import { interleaved } from "./interleaved";
import { tool } from "./tool";
import { approve, input } from "./interrupts";
import { flood } from "./flood";

export type { Scenario, ScenarioContext } from "./context";
export { HIDDEN_THINK_MS } from "./reasoning";
export { answerResume, TRIP_SCHEMA, type DemoInterruptData, type DemoLedger } from "./interrupts";

/** The scenario names, which are also the keywords recognised in the user's text. */
export const scenarioNames = ["visible", "summary", "hidden", "tool", "interleaved", "chunk", "legacy", "error", "cut", "approve", "input"] as const;
/** Load-test scenarios, picked like the others but left out of {@link scenarioNames} (the tour): `flood` (10 MB of reasoning). */
export const loadScenarioNames = ["flood"] as const;
export type ScenarioName = (typeof scenarioNames)[number] | (typeof loadScenarioNames)[number];

export const scenarios: Record<ScenarioName, Scenario> = { visible, summary, hidden, tool, interleaved, chunk, legacy, error, cut, approve, input, flood };

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

/**
 * Picks the scenario: `forwardedProps.scenario` when it names one; else the first keyword (case-insensitive
 * whole word) in the latest user message; else `visible`.
 */
export function pickScenario(input: { messages?: unknown; forwardedProps?: unknown }): ScenarioName {
  const forced = (input.forwardedProps as { scenario?: unknown } | undefined)?.scenario;
  if (isName(forced)) return forced;
  const messages = Array.isArray(input.messages) ? input.messages : [];
  const lastUser = [...messages].reverse().find((m) => m && typeof m === "object" && m.role === "user");
  const match = KEYWORD.exec(textOf(lastUser?.content));
  const word = match?.[1]?.toLowerCase();
  return isName(word) ? word : "visible";
}
