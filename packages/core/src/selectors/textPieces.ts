import { textPieces } from "../reducer/text";
import type { AgentState } from "../types";

export { textPieces };

/**
 * The text of message `messageId` as flat pieces (docs/architecture.md, "Store and reducer", P7): strings whose concatenation is
 * its `content`, handed out without reading the whole text — a renderer that walks them never makes V8 flatten
 * (copy) a long streamed text on every frame, as its first read of the one string would. A short text, or one
 * no store streamed, is one piece (itself); a message without string content has none. O(pieces) plus the
 * messages after it (the lookup walks back from the end, where a streaming message is).
 *
 * @example
 * const pieces = selectTextPieces(store.getState(), "r1"); // ["…128 KiB…", …, "…the newest characters"]
 */
export function selectTextPieces(state: Pick<AgentState, "messages">, messageId: string): readonly string[] {
  // From the end: the message a renderer asks about is the streaming one, almost always among the last.
  const { messages } = state;
  let message: AgentState["messages"][number] | undefined;
  for (let i = messages.length - 1; i >= 0 && message === undefined; i--) if (messages[i]!.id === messageId) message = messages[i];
  const content = message && "content" in message ? message.content : undefined;
  if (typeof content !== "string" || content === "") return [];
  return textPieces(content) ?? [content];
}
