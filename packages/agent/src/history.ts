import type { Message, ToolCall } from "@ag-ui/core";

/**
 * The AG-UI history cannot be expressed as the provider's next-turn input: a tool call's `arguments`
 * is not JSON, or a tool result names a tool call that is not in the history (Gemini needs its name).
 * `messageId` names the offending message or tool call; values are never quoted.
 */
export class BridgeInputError extends Error {
  override readonly name = "BridgeInputError";
  constructor(
    message: string,
    readonly messageId: string,
  ) {
    super(message);
  }
}

/** Text of a message's `content`: the string itself, or its `type: "text"` parts joined (other parts are skipped). */
export function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  let text = "";
  for (const part of content) {
    if (part && typeof part === "object" && (part as { type?: unknown }).type === "text") {
      const value = (part as { text?: unknown }).text;
      if (typeof value === "string") text += value;
    }
  }
  return text;
}

/** `JSON.parse` of a tool call's accumulated `arguments` ("" → `{}`); a non-object → {@link BridgeInputError}. */
export function parseToolArguments(call: ToolCall): Record<string, unknown> {
  const raw = call.function.arguments;
  if (raw === "") return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  throw new BridgeInputError(`Tool call '${call.id}' has arguments that are not a JSON object.`, call.id);
}

/** Every tool call in the history by id (for the tool name a tool result needs). */
export function toolCallsById(messages: readonly Message[]): Map<string, ToolCall> {
  const calls = new Map<string, ToolCall>();
  for (const m of messages) {
    if (m.role === "assistant") for (const call of m.toolCalls ?? []) calls.set(call.id, call);
  }
  return calls;
}

/** A message's `encryptedValue`, or its documented alias `encryptedContent` (AG-UI "Messages" page). */
export function encryptedValueOf(target: unknown): string | undefined {
  if (!target || typeof target !== "object") return undefined;
  const record = target as { encryptedValue?: unknown; encryptedContent?: unknown };
  const value = record.encryptedValue ?? record.encryptedContent;
  return typeof value === "string" && value !== "" ? value : undefined;
}

type ToolMessage = Extract<Message, { role: "tool" }>;

/** One provider turn rebuilt from the history: the assistant side of one response and the tool results that answer it. */
export type HistoryTurn =
  | { kind: "assistant"; parts: Message[]; results: ToolMessage[] }
  | { kind: "message"; message: Message };

/**
 * Groups an AG-UI history into provider turns. The kit's store (like `@ag-ui/client`) inserts a tool
 * result right after the assistant message holding its call, so one provider response whose calls sit
 * in several assistant messages (thinking between tool calls) comes back interleaved with results.
 * Reasoning and assistant messages whose `responseKey` is equal belong to one response and stay
 * together, in order; tool results answering calls of an open response are collected after it. A
 * message without a key groups by position (consecutive reasoning / assistant messages). User, system
 * and developer messages close the open response; `activity` messages are dropped.
 */
export function groupTurns(messages: readonly Message[], responseKey: (message: Message) => string | undefined): HistoryTurn[] {
  const turns: HistoryTurn[] = [];
  let open: { turn: Extract<HistoryTurn, { kind: "assistant" }>; key: string | undefined; calls: Set<string>; answered: boolean } | undefined;
  for (const m of messages) {
    if (m.role === "reasoning" || m.role === "assistant") {
      const key = responseKey(m);
      const continues = open !== undefined && (key !== undefined ? open.key === key : open.key === undefined && !open.answered);
      if (!continues) {
        open = { turn: { kind: "assistant", parts: [], results: [] }, key, calls: new Set(), answered: false };
        turns.push(open.turn);
      }
      open!.turn.parts.push(m);
      if (m.role === "assistant") for (const call of m.toolCalls ?? []) open!.calls.add(call.id);
    } else if (m.role === "tool") {
      if (open?.calls.has(m.toolCallId)) {
        open.turn.results.push(m);
        open.answered = true;
      } else turns.push({ kind: "message", message: m });
    } else if (m.role !== "activity") {
      open = undefined;
      turns.push({ kind: "message", message: m });
    }
  }
  return turns;
}
