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
