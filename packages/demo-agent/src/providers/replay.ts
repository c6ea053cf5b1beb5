import { type ReplayReply, type ReplayServer, createReplayServer, loadProviderFixture } from "@reasoning-ui/agent/testing";
import type { ProviderName } from "./env";

/** The recorded provider streams, in the repository's `test/fixtures/providers/`. */
export const PROVIDER_FIXTURES = new URL("../../../../test/fixtures/providers/", import.meta.url);

/** The latest user text and whether the request ends with tool results, read from a provider request body. */
function lastTurn(provider: ProviderName, body: string): { text: string; toolResults: number } {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const items = ((provider === "openai" ? parsed.input : provider === "anthropic" ? parsed.messages : parsed.contents) ?? []) as Record<string, unknown>[];
  const last = items.at(-1) ?? {};
  const json = JSON.stringify(last);
  const toolResults = (json.match(/"(function_call_output|tool_result|functionResponse)"/g) ?? []).length;
  const userTexts = items.filter((i) => i.role === "user").map((i) => JSON.stringify(i));
  return { text: (userTexts.at(-1) ?? "").toLowerCase(), toolResults };
}

const has = (text: string, ...words: string[]) => words.some((w) => new RegExp(`\\b${w}\\b`).test(text));

/**
 * Which recorded stream answers a request, like the scripted scenarios pick by keyword: after tool
 * results the follow-up turn; else `tool`/`weather` → a tool call, `redacted`, `omitted`/`hidden`,
 * `encrypted`, `plain`/`visible`, `cut`; otherwise the provider's reasoning + summary stream.
 */
export function pickFixture(provider: ProviderName, body: string): string {
  const { text, toolResults } = lastTurn(provider, body);
  if (provider === "openai") {
    if (toolResults > 0) return "after-tool";
    if (has(text, "tool", "weather")) return "tool-call";
    if (has(text, "hidden", "encrypted")) return "encrypted-only";
    if (has(text, "plain", "visible")) return "plain";
    if (has(text, "cut")) return "cut";
    return "summary-encrypted";
  }
  if (provider === "anthropic") {
    if (toolResults === 1) return "interleaved-2";
    if (toolResults > 1) return "interleaved-3";
    if (has(text, "tool", "weather")) return "interleaved-1";
    if (has(text, "redacted")) return "redacted";
    if (has(text, "omitted", "hidden")) return "omitted";
    if (has(text, "cut")) return "cut";
    return "plain";
  }
  if (toolResults > 0) return "after-tool";
  if (has(text, "tool", "weather")) return "function-call";
  if (has(text, "cut")) return "cut";
  return "thoughts-text";
}

/**
 * Provider ids in a recorded stream, made unique per reply (`<id>_<n>`): a replayed conversation reuses
 * the same recordings, and AG-UI message ids must not repeat within a thread. Only whole quoted JSON
 * strings that look like a provider id (prefix, then a digit) are touched; signatures and encrypted
 * content never do.
 */
export function uniqueIds(body: string, n: number): string {
  // An id has a digit after its prefix, so JSON keys such as "call_id" are never touched.
  return body.replace(/"((?:resp|rs|msg|fc|call|toolu)_[A-Za-z]*\d[A-Za-z0-9]*|gem-[a-z]+-\d+)"/g, `"$1_${n}"`);
}

/** Starts the local server the SDK talks to in replay mode (no key): recorded SSE at `paceMs` per write. */
export async function startProviderReplay(provider: ProviderName, paceMs: number): Promise<ReplayServer> {
  return createReplayServer({
    respond: async (request, index): Promise<ReplayReply> => {
      const name = pickFixture(provider, request.body);
      const body = uniqueIds(await loadProviderFixture(PROVIDER_FIXTURES, provider, name), index + 1);
      return { body, cut: name === "cut", chunkSize: 64, delayMs: paceMs };
    },
  });
}
