import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeSecret, toHex, webCryptoSha256 } from "../../src/audit/digest";

afterEach(() => vi.unstubAllGlobals());

describe("audit digests", () => {
  it("describeSecret gives the length and the SHA-256 of the UTF-8 bytes, never the value", async () => {
    const value = "gAAAAA-opaque-é";
    const digest = await describeSecret(value, webCryptoSha256());
    expect(digest).toEqual({ length: value.length, sha256: createHash("sha256").update(value, "utf8").digest("hex") });
    expect(JSON.stringify(digest)).not.toContain("opaque");
  });

  it("toHex is lower-case, two digits a byte", () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]).buffer)).toBe("00010f10ff");
  });

  it("without Web Crypto, webCryptoSha256 throws a TypeError naming what is needed", () => {
    vi.stubGlobal("crypto", undefined);
    expect(() => webCryptoSha256()).toThrow(TypeError);
    expect(() => webCryptoSha256()).toThrow(/crypto\.subtle/);
  });
});
