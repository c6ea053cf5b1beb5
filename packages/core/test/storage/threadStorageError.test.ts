import { describe, expect, it } from "vitest";
import { ThreadStorageError, storageCodeOf } from "../../src/storage/threadStorageError";
import { errorOf } from "../../src/storage/errors";
import { ThreadStorageError as Exported } from "../../src/storage/index";

describe("storage's error convention (a typed class with a code)", () => {
  it("each code keeps the name it always had; status when a server answered", () => {
    const e = new ThreadStorageError("service_unavailable", "down", { status: 503 });
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe("service_unavailable");
    expect(e.name).toBe("ServiceUnavailableError");
    expect(e.status).toBe(503);
    expect(new ThreadStorageError("conflict", "x").name).toBe("ConflictError");
    expect(new ThreadStorageError("quota_exceeded", "x").name).toBe("QuotaExceededError");
    expect(new ThreadStorageError("unavailable", "x").name).toBe("StorageUnavailableError");
    expect(new ThreadStorageError("http_error", "x").name).toBe("HttpError");
    expect(Exported).toBe(ThreadStorageError);
  });

  it("read by code: a name string on any other error is not a code, except the platform's quota error", () => {
    expect(storageCodeOf(new ThreadStorageError("conflict", "x"))).toBe("conflict");
    expect(storageCodeOf(Object.assign(new Error("x"), { name: "ConflictError" }))).toBeUndefined();
    expect(storageCodeOf(new DOMException("full", "QuotaExceededError"))).toBe("quota_exceeded");
    expect(storageCodeOf(new TypeError("fetch failed"))).toBeUndefined();
  });

  it("what a person is shown", () => {
    expect(errorOf(new ThreadStorageError("quota_exceeded", "x"), "write_failed", "t")).toMatchObject({ code: "quota_exceeded", threadId: "t" });
    expect(errorOf(new ThreadStorageError("unavailable", "x"), "read_failed")).toMatchObject({ code: "unavailable" });
    expect(errorOf(new ThreadStorageError("service_unavailable", "x"), "write_failed").message).toMatch(/unavailable/);
    expect(errorOf(new Error("boom"), "read_failed")).toMatchObject({ code: "read_failed" });
  });
});
