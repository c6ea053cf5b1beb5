/** One test per verification rule of encrypted values (issue 15, item 6). Each fails if its rule is removed. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Ev, input, run, startAgent, user } from "./helpers";

let ctx: Awaited<ReturnType<typeof startAgent>>;
beforeAll(async () => {
  // Room for 5,000 copies of one value.
  ctx = await startAgent({ maxBodyBytes: 16 * 1024 * 1024 });
});
afterAll(() => ctx.agent.close());

const THREAD = "thread-test";
const sealedOf = (events: Ev[]) => events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")!;

/** A genuine value for a reasoning message (`summary`) in THREAD: its id and token. */
async function messageToken() {
  const { events } = await run(ctx.url, input([user("summary")]));
  const { entityId, encryptedValue } = sealedOf(events);
  return { id: entityId as string, token: encryptedValue as string };
}

/** A genuine value for a tool call (`tool`) in THREAD. */
async function toolCallToken() {
  const { events } = await run(ctx.url, input([user("tool")]));
  const { entityId, encryptedValue } = sealedOf(events);
  return { id: entityId as string, token: encryptedValue as string };
}

const reasoning = (id: string, encryptedValue: unknown) => ({ id, role: "reasoning", content: "", encryptedValue });

/** Runs a turn carrying `messages` (then a user question) in `threadId`; the outcome event and answer. */
async function turn(messages: unknown[], threadId = THREAD) {
  const body = { ...input([...messages, user("again")]), threadId };
  const { events } = await run(ctx.url, body);
  const last = events.at(-1)!;
  const answer = events.filter((e) => e.type === "TEXT_MESSAGE_CONTENT").map((e) => e.delta).join("");
  return { last, answer };
}

describe("encrypted value verification", () => {
  it("a genuine value verifies where it was issued (the baseline every rule below departs from)", async () => {
    const { id, token } = await messageToken();
    const { last, answer } = await turn([reasoning(id, token)]);
    expect(last.type).toBe("RUN_FINISHED");
    expect(answer.startsWith("Verified 1 encrypted reasoning item from earlier turns.")).toBe(true);
  });

  it("is verified as exact bytes: trailing or leading whitespace, padding or another spelling of the same bytes fails", async () => {
    const { id, token } = await messageToken();
    const parts = token.split(".");
    const tag = parts[4]!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // 16-byte tag = 22 characters: the last one carries 4 unused bits; flipping one decodes to the same bytes.
    const respelled = [...parts.slice(0, 4), tag.slice(0, -1) + alphabet[alphabet.indexOf(tag.at(-1)!) + 1]].join(".");
    for (const variant of [`${token} `, `${token}\n`, `${token}==`, ` ${token}`, respelled]) {
      const { last } = await turn([reasoning(id, variant)]);
      expect(last, JSON.stringify(variant.slice(-3))).toMatchObject({ type: "RUN_ERROR", code: "invalid_encrypted_value" });
    }
  });

  it("is bound to its thread: a genuine value fails in another thread", async () => {
    const { id, token } = await messageToken();
    const { last } = await turn([reasoning(id, token)], "another-thread");
    expect(last).toMatchObject({ type: "RUN_ERROR", code: "invalid_encrypted_value" });
  });

  it("is bound to its kind: a reasoning message's value fails on a user message with the same id", async () => {
    const { id, token } = await messageToken();
    const { last } = await turn([{ id, role: "user", content: "hi", encryptedValue: token }]);
    expect(last).toMatchObject({ type: "RUN_ERROR", code: "invalid_encrypted_value" });
  });

  it("is bound to its kind: a tool call's value fails on a message whose id is the tool call id", async () => {
    const { id, token } = await toolCallToken();
    const { last } = await turn([reasoning(id, token)]);
    expect(last).toMatchObject({ type: "RUN_ERROR", code: "invalid_encrypted_value" });
  });

  it("is bound to its entity: a genuine value fails on another message of the same kind", async () => {
    const { token } = await messageToken();
    const { last } = await turn([reasoning("someone-else", token)]);
    expect(last).toMatchObject({ type: "RUN_ERROR", code: "invalid_encrypted_value" });
  });

  it("is counted once: 5,000 copies of one value count as one", async () => {
    const { id, token } = await messageToken();
    const copies = Array.from({ length: 5000 }, () => reasoning(id, token));
    const { last, answer } = await turn(copies);
    expect(last.type).toBe("RUN_FINISHED");
    expect(answer.startsWith("Verified 1 encrypted reasoning item from earlier turns.")).toBe(true);
  });

  it("errors reveal nothing from inside a value: misplaced values of different origin give the same message", async () => {
    const msg = await messageToken();
    const call = await toolCallToken();
    const a = await turn([reasoning("other", msg.token)]);
    const b = await turn([reasoning("other", call.token)]);
    expect(a.last).toMatchObject({ type: "RUN_ERROR", code: "invalid_encrypted_value" });
    expect(b.last.message).toBe(a.last.message);
    for (const text of [a.last.message, b.last.message]) {
      expect(text).not.toContain(msg.id);
      expect(text).not.toContain(call.id);
      expect(text).not.toContain("tool-call");
      expect(text).not.toContain(msg.token.slice(0, 20));
    }
    expect(a.last.message).toContain('"other"');
  });
});
