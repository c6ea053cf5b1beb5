import { describe, expect, it } from "vitest";
import { DEFAULT_HEARTBEAT_MS, DEFAULT_STALL_WINDOW_MS, keepAliveComment, readKeepAliveComment, stallWindowMs } from "../../src/protocol/heartbeat";

describe("the keep-alive comment", () => {
  it("is written as an SSE comment with a whole interval of at least 1 ms, and read back", () => {
    expect(keepAliveComment(15_000)).toBe(": keep-alive 15000\n\n");
    expect(keepAliveComment(0.2)).toBe(": keep-alive 1\n\n");
    expect(keepAliveComment(1234.6)).toBe(": keep-alive 1235\n\n");
    const text = keepAliveComment(2_500).slice(1).trim();
    expect(readKeepAliveComment(text)).toBe(2_500);
  });

  it("reads no interval from another comment, a bare keep-alive, zero or an absurd number", () => {
    expect(readKeepAliveComment(" keep-alive")).toBeUndefined();
    expect(readKeepAliveComment(" ping 100")).toBeUndefined();
    expect(readKeepAliveComment(" keep-alive 0")).toBeUndefined();
    expect(readKeepAliveComment(" keep-alive 12345678901")).toBeUndefined();
    expect(readKeepAliveComment(" keep-alive -5")).toBeUndefined();
  });

  it("a connection is stalled after three missed beats, at least 1 s", () => {
    expect(stallWindowMs(10_000)).toBe(30_000);
    expect(stallWindowMs(100)).toBe(1_000);
    expect(DEFAULT_STALL_WINDOW_MS).toBe(3 * DEFAULT_HEARTBEAT_MS);
  });
});
