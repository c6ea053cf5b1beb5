import { describe, expect, it } from "vitest";
import { buildRunAgentInput } from "../../src/index";
import { AgentStreamError } from "../../src/transport/AgentStreamError";
import { loadRunErrors, toRunErrorOnDemand } from "../../src/transport/runErrorOnDemand";

describe("the run-error mapping on first use", () => {
  it("loads runError once and maps a failure through it, redacting the encrypted values the run sent", async () => {
    const first = loadRunErrors();
    expect(loadRunErrors()).toBe(first);
    const input = buildRunAgentInput({ threadId: "t", messages: [{ id: "r", role: "reasoning", content: "", encryptedValue: "SECRET-BLOB" } as never] });
    const error = await toRunErrorOnDemand(new AgentStreamError("http_error", "The agent answered 400: SECRET-BLOB is invalid.", { status: 400 }), input);
    expect(error.code).toBe("http_error");
    expect(error.message).not.toContain("SECRET-BLOB");
  });
});
