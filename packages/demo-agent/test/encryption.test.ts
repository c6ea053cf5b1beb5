import { randomBytes } from "node:crypto";
import { base64url, compactDecrypt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectEncryptedValues, createReasoningCipher, parseKey, verifiedSentence } from "../src/index";
import { type Ev, input, run, startAgent, textOf, user } from "./helpers";

const key = new Uint8Array(randomBytes(32));
let ctx: Awaited<ReturnType<typeof startAgent>>;
beforeAll(async () => {
  ctx = await startAgent({ key: base64url.encode(key) });
});
afterAll(() => ctx.agent.close());

const answerText = (events: Ev[]) => {
  const start = events.find((e) => e.type === "TEXT_MESSAGE_START");
  return start ? textOf(events, start.messageId) : "";
};
const encrypted = (events: Ev[]) => events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")!;

/** Turn 1 of `summary`, and the history a client would send back for turn 2. */
async function summaryTurn() {
  const question = user("Give me the summary version");
  const { events } = await run(ctx.url, input([question]));
  const msgId = events.find((e) => e.type === "REASONING_MESSAGE_START")!.messageId;
  const reasoning = {
    id: msgId,
    role: "reasoning",
    content: textOf(events, msgId, "REASONING_MESSAGE_CONTENT"),
    encryptedValue: encrypted(events).encryptedValue as string,
  };
  const answerId = events.find((e) => e.type === "TEXT_MESSAGE_START")!.messageId;
  const history = [question, reasoning, { id: answerId, role: "assistant", content: answerText(events) }];
  return { events, reasoning, history };
}

describe("encrypted reasoning is a real JWE", () => {
  it("is dir + A256GCM, decrypts with the agent's key to the detailed chain, and fails with another key", async () => {
    const { events, reasoning } = await summaryTurn();
    const jwe = encrypted(events).encryptedValue as string;
    expect(decodeProtectedHeader(jwe)).toEqual({ alg: "dir", enc: "A256GCM", bnd: expect.stringMatching(/^[\w-]{43}$/) });
    const { plaintext } = await compactDecrypt(jwe, key);
    const sealed = JSON.parse(new TextDecoder().decode(plaintext));
    expect(sealed).toMatchObject({ v: 2, subtype: "message", kind: "message:reasoning", entityId: reasoning.id, threadId: "thread-test" });
    expect(sealed.text).toContain("Detailed chain of thought");
    // Never in clear anywhere in the stream.
    expect(JSON.stringify(events)).not.toContain("Detailed chain of thought");
    await expect(compactDecrypt(jwe, new Uint8Array(randomBytes(32)))).rejects.toThrow();
    expect(ctx.agent.key).toEqual(key);
  });

  it("hidden and chunk values decrypt too", async () => {
    for (const scenario of ["hidden", "chunk"]) {
      const { events } = await run(ctx.url, input([user("x")], { scenario }));
      await expect(compactDecrypt(encrypted(events).encryptedValue, key)).resolves.toBeTruthy();
    }
  });
});

describe("next turn verification", () => {
  it("turn 2 sending back the summary's encryptedValue is verified", async () => {
    const { history } = await summaryTurn();
    const { events } = await run(ctx.url, input([...history, user("thanks, and again")]));
    expect(events.at(-1)!.type).toBe("RUN_FINISHED");
    expect(answerText(events).startsWith("Verified 1 encrypted reasoning item from earlier turns. ")).toBe(true);
  });

  it("accepts the encryptedContent alias", async () => {
    const { history, reasoning } = await summaryTurn();
    const aliased = history.map((m) => (m === reasoning ? { id: reasoning.id, role: "reasoning", content: "", encryptedContent: reasoning.encryptedValue } : m));
    const { events } = await run(ctx.url, input([...aliased, user("again")]));
    expect(answerText(events)).toContain(verifiedSentence(1));
  });

  it("a tool call's encryptedValue round-trips and counts, along with a message's", async () => {
    const { events } = await run(ctx.url, input([user("weather via tool")]));
    const start = events.find((e) => e.type === "TOOL_CALL_START")!;
    const result = events.find((e) => e.type === "TOOL_CALL_RESULT")!;
    const assistant = {
      id: start.parentMessageId,
      role: "assistant",
      toolCalls: [
        {
          id: start.toolCallId,
          type: "function",
          function: { name: "get_weather", arguments: '{"city":"Paris"}' },
          encryptedValue: encrypted(events).encryptedValue,
        },
      ],
    };
    const tool = { id: result.messageId, role: "tool", toolCallId: start.toolCallId, content: result.content };
    const summary = await summaryTurn();
    const turn2 = await run(ctx.url, input([...summary.history, assistant, tool, user("and now?")]));
    expect(answerText(turn2.events)).toMatch(/^Verified 2 encrypted reasoning items from earlier turns\. /);
    expect(collectEncryptedValues([assistant]).map((i) => i.subtype)).toEqual(["tool-call"]);
  });

  it("a tampered value gets RUN_ERROR invalid_encrypted_value, without echoing the value", async () => {
    const { history, reasoning } = await summaryTurn();
    const parts = reasoning.encryptedValue.split(".");
    const flipped = parts[3]!.startsWith("A") ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    const tampered = [parts[0], parts[1], parts[2], flipped, parts[4]].join(".");
    const messages = history.map((m) => (m === reasoning ? { ...reasoning, encryptedValue: tampered } : m));
    const { events } = await run(ctx.url, input([...messages, user("again")]));
    expect(events.map((e) => e.type)).toEqual(["RUN_STARTED", "RUN_ERROR"]);
    expect(events[1]).toMatchObject({ code: "invalid_encrypted_value" });
    expect(events[1]!.message).not.toContain(tampered);
    expect(events[1]!.message).not.toContain(parts[3]);
  });

  it("a value from another agent (foreign key) or a placeholder is rejected", async () => {
    const foreign = await createReasoningCipher().seal({ v: 2, subtype: "message", kind: "message:reasoning", entityId: "r1", threadId: "thread-test", runId: "r", text: "x", iat: 0 });
    for (const value of [foreign, "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..fixture-not-a-real-key.c2FtcGxl.dGFn", 42]) {
      const { events } = await run(ctx.url, input([{ id: "r1", role: "reasoning", content: "", encryptedValue: value }, user("hi")]));
      expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "invalid_encrypted_value" });
    }
  });

  it("a value moved to another message is rejected", async () => {
    const { history, reasoning } = await summaryTurn();
    const moved = history.map((m) => (m === reasoning ? { ...reasoning, id: "someone-else" } : m));
    const { events } = await run(ctx.url, input([...moved, user("again")]));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "invalid_encrypted_value" });
  });
});

describe("keys", () => {
  it("parseKey takes base64url or bytes of exactly 32 bytes", () => {
    expect(parseKey(base64url.encode(key))).toEqual(key);
    expect(parseKey().length).toBe(32);
    expect(() => parseKey(base64url.encode(new Uint8Array(16)))).toThrow(/32 bytes/);
  });
});
