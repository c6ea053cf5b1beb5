import type { Message } from "@ag-ui/core";

/**
 * One finished turn as the store holds it, for the input bridges' tests: a system text, a question, signed
 * reasoning, a tool call and its result, then the answer.
 */
export const TOOL_TURN: Message[] = [
  { id: "s", role: "system", content: "Be brief." },
  { id: "u1", role: "user", content: "What is 2+2?" },
  { id: "r1", role: "reasoning", content: "Add them.", encryptedValue: "SIG1" } as Message,
  { id: "a1", role: "assistant", content: "", toolCalls: [{ id: "c1", type: "function", function: { name: "add", arguments: '{"a":2,"b":2}' } }] },
  { id: "t1", role: "tool", toolCallId: "c1", content: "4" },
  { id: "a2", role: "assistant", content: "4." },
];
