import { afterEach, describe, expect, it, vi } from "vitest";
import { diagnosticText } from "../../src/diagnostics/text";
import { formatMessage } from "../../src/diagnostics/format";

afterEach(() => vi.unstubAllEnvs());

describe("diagnosticText", () => {
  it("gives the development sentence of the code with its params", () => {
    vi.stubEnv("NODE_ENV", "development");
    const sentence = diagnosticText("unknown_event_type", { type: "SOMETHING_NEW" });
    expect(sentence).toBe("ignored an event of unknown type 'SOMETHING_NEW'");
    expect(sentence).toBe(formatMessage("unknown_event_type", { type: "SOMETHING_NEW" }));
  });

  it("gives the code alone in a production build, and for a code without a sentence", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(diagnosticText("unknown_event_type", { type: "SOMETHING_NEW" })).toBe("unknown_event_type");
    vi.stubEnv("NODE_ENV", "development");
    expect(diagnosticText("no_such_code_anywhere", undefined)).toBe("no_such_code_anywhere");
  });
});
