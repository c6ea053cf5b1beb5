import { describe, expect, it } from "vitest";
import { AgentStreamError } from "../../src/transport/AgentStreamError";

describe("AgentStreamError", () => {
  it("is an Error with its name, code and cause; status and body only when given", () => {
    const cause = new TypeError("fetch failed");
    const err = new AgentStreamError("network_error", "The agent could not be reached.", { cause });
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe("AgentStreamError");
    expect(err.code).toBe("network_error");
    expect(err.message).toBe("The agent could not be reached.");
    expect(err.cause).toBe(cause);
    expect(err.status).toBeUndefined();
    expect(err.body).toBeUndefined();
  });

  it("carries the reply's status and body for http_error", () => {
    const err = new AgentStreamError("http_error", "The agent answered 502.", { status: 502, body: "Bad gateway" });
    expect(err).toMatchObject({ code: "http_error", status: 502, body: "Bad gateway" });
  });
});
