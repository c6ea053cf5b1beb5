/** What the demo agent keeps about an interrupt it raised: the tool call it stopped, or the question it asked. */
export type DemoInterruptData = { kind: "tool"; toolCallId: string; name: string; args: Record<string, unknown> } | { kind: "input" };
