/**
 * Ids on every origin: `crypto.randomUUID` is missing on non-secure origins (a dev server opened over
 * `http://192.168.…`), where `crypto.getRandomValues` still exists; Web Crypto may be missing altogether.
 */
import { afterEach, expect, test, vi } from "vitest";
import { buildRunAgentInput, createAgentStore, randomUUID } from "../../src/index";
import { generateId, uuidFromBytes } from "../../src/protocol/ids";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const realCrypto = globalThis.crypto;

/** Replaces `globalThis.crypto` for one test (it is a getter on Node's global). */
function withCrypto(crypto: Partial<Crypto> | undefined) {
  vi.stubGlobal("crypto", crypto);
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("secure context: crypto.randomUUID is used as is", () => {
  const spy = vi.spyOn(realCrypto, "randomUUID").mockReturnValue("11111111-2222-4333-8444-555555555555");
  expect(randomUUID()).toBe("11111111-2222-4333-8444-555555555555");
  expect(generateId("run")).toBe("run-11111111-2222-4333-8444-555555555555");
  expect(spy).toHaveBeenCalledTimes(2);
});

test("non-secure origin: no randomUUID, a v4 UUID from getRandomValues", () => {
  const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(array: T): T => realCrypto.getRandomValues(array as Uint8Array) as unknown as T);
  withCrypto({ getRandomValues } as Partial<Crypto>);
  const ids = Array.from({ length: 2000 }, () => randomUUID());
  for (const id of ids) expect(id).toMatch(V4);
  expect(new Set(ids).size).toBe(ids.length);
  expect(getRandomValues).toHaveBeenCalledTimes(2000);
  expect(generateId("thread")).toMatch(/^thread-[0-9a-f-]{36}$/);
});

test("non-secure origin: the bytes decide the UUID, with the version and variant bits forced (RFC 4122 §4.4)", () => {
  withCrypto({ getRandomValues: <T extends ArrayBufferView | null>(array: T): T => ((array as Uint8Array).fill(0xff), array) } as Partial<Crypto>);
  expect(randomUUID()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  expect(uuidFromBytes(new Uint8Array(16))).toBe("00000000-0000-4000-8000-000000000000");
  expect(uuidFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17))).toBe("00112233-4455-4677-8899-aabbccddeeff");
});

test("no Web Crypto at all: still a v4 UUID, never a throw", () => {
  withCrypto(undefined);
  expect(globalThis.crypto).toBeUndefined();
  const ids = Array.from({ length: 200 }, () => randomUUID());
  for (const id of ids) expect(id).toMatch(V4);
  expect(new Set(ids).size).toBe(ids.length);
});

test("a store and a turn's input can be made on a non-secure origin (no randomUUID)", () => {
  withCrypto({ getRandomValues: realCrypto.getRandomValues.bind(realCrypto) } as Partial<Crypto>);
  const store = createAgentStore();
  expect(store.getState().threadId).toBe(""); // made on first use, never while a component renders (issue 21)
  store.getState().addMessage({ id: "u1", role: "user", content: "hi" });
  expect(store.getState().threadId).toMatch(/^thread-[0-9a-f-]{36}$/);
  expect(buildRunAgentInput(store.getState()).runId).toMatch(V4);
  // Legacy THINKING_* events get generated ids too.
  store.getState().applyEvents([{ type: "THINKING_START" } as never, { type: "THINKING_TEXT_MESSAGE_START" } as never]);
  expect(store.getState().messages.some((m) => m.role === "reasoning" && /^thinking-message-[0-9a-f-]{36}$/.test(m.id))).toBe(true);
});
