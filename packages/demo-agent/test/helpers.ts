import { randomUUID } from "node:crypto";
import { type DemoAgent, createDemoAgent } from "../src/index";

export type Ev = { type: string; timestamp?: number } & Record<string, any>;

/** A tiny SSE parser: frames split on blank lines, `data:` lines joined by "\n", each parsed as JSON. */
export function parseSse(text: string): Ev[] {
  return text
    .split(/\r\n\r\n|\n\n|\r\r/)
    .map((frame) =>
      frame
        .split(/\r\n|\n|\r/)
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).replace(/^ /, ""))
        .join("\n"),
    )
    .filter((data) => data !== "")
    .map((data) => JSON.parse(data) as Ev);
}

/** Reads a body to its end or until the connection breaks; `broken` tells which. */
export async function readBody(res: Response): Promise<{ text: string; broken: boolean }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text, broken: false };
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    return { text, broken: true };
  }
}

let n = 0;
export const user = (content: string) => ({ id: `user-${++n}`, role: "user", content });

/** A full RunAgentInput. */
export function input(messages: unknown[], forwardedProps: Record<string, unknown> = {}, runId: string = randomUUID()) {
  return { threadId: "thread-test", runId, messages, tools: [], context: [], state: {}, forwardedProps };
}

export async function startAgent(options: Parameters<typeof createDemoAgent>[0] = {}) {
  const agent: DemoAgent = createDemoAgent({ port: 0, paceMs: 0, ...options });
  const address = await agent.listen();
  return { agent, ...address };
}

export async function run(url: string, body: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  const { text, broken } = await readBody(res);
  return { res, events: parseSse(text), broken };
}

export const types = (events: Ev[]) => events.map((e) => e.type);

/** Collapses consecutive repeats: [A, B, B, B, C] → [A, "B*", C]. */
export function shape(events: Ev[]): string[] {
  const out: string[] = [];
  for (const t of types(events)) {
    const last = out[out.length - 1];
    if (last === t) out[out.length - 1] = `${t}*`;
    else if (last !== `${t}*`) out.push(t);
  }
  return out;
}

/** Concatenated deltas of one message id. */
export const textOf = (events: Ev[], messageId: string, type = "TEXT_MESSAGE_CONTENT") =>
  events.filter((e) => e.type === type && e.messageId === messageId).map((e) => e.delta).join("");
