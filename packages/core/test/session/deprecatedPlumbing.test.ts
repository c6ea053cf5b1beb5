/** Persistence plumbing out of the main entry (issue 28, item 5): `@reasoning-ui/core/storage` exports it; the main entry's deprecated export is the same key. */
import { describe, expect, it } from "vitest";
import * as core from "../../src/index";
import * as storage from "../../src/storage/index";

describe("persistence plumbing", () => {
  it("lives in @reasoning-ui/core/storage; the main entry's deprecated export is the same key", () => {
    expect(storage.PERSISTENCE_ENGINE).toBe(core.PERSISTENCE_ENGINE);
    expect(typeof storage.memoryStorage()[storage.PERSISTENCE_ENGINE]).toBe("function");
  });
});
