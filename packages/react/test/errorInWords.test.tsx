/**
 * Words for people (issue 39 item 11): a turn that fails says what happened and what to do, in the list a user reads —
 * never "The agent answered HTTP 502 Bad Gateway" (the dev proxy's answer when the agent is down), never "SSE frame 2
 * is not valid JSON", never a double full stop. The technical detail stays on the run's `RunError` (diagnostics, the
 * event inspector).
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AgentProvider, Composer, MessageList, useAgentRun } from "../src";
import { asSentence, errorInWordsEn } from "../src/errorInWords";

function Chat({ fetch }: { fetch: typeof globalThis.fetch }) {
  const agent = useAgentRun({ url: "/api/agent", fetch });
  return (
    <AgentProvider session={agent.session}>
      <MessageList />
      <Composer />
    </AgentProvider>
  );
}

async function failTurn(fetch: typeof globalThis.fetch) {
  const user = userEvent.setup();
  const { container } = render(<Chat fetch={fetch} />);
  await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello{Enter}");
  await waitFor(() => expect(container.querySelector('[data-rui="turn-outcome"]')).not.toBeNull(), { timeout: 5000 });
  return container.querySelector('[data-rui="turn-outcome-text"]')!.textContent!;
}

const sse = (frames: string[]) =>
  new Response(frames.map((f) => `data: ${f}\n\n`).join(""), { status: 200, headers: { "Content-Type": "text/event-stream" } });

describe("a failed turn in words for people", () => {
  it("a 502 from the dev proxy (the agent is down): the agent could not be reached, try again — no status line", async () => {
    const text = await failTurn(async () => new Response("<html><body>Bad Gateway</body></html>", { status: 502, statusText: "Bad Gateway", headers: { "Content-Type": "text/html" } }));
    expect(text).toBe("This response failed: The agent could not be reached. Try again in a moment.");
    expect(text).not.toMatch(/HTTP|502|Gateway/);
  });

  it("an unreadable reply: could not be read — not the parser's frame number", async () => {
    const text = await failTurn(async () => sse([JSON.stringify({ type: "RUN_STARTED", threadId: "t", runId: "r" }), "{not json"]));
    expect(text).toBe("This response failed: The agent's reply could not be read. Try again.");
    expect(text).not.toMatch(/SSE|frame|JSON/);
  });

  it("a reason the agent stated stays in its words, as one sentence", async () => {
    const text = await failTurn(async () => sse([JSON.stringify({ type: "RUN_STARTED", threadId: "t", runId: "r" }), JSON.stringify({ type: "RUN_ERROR", message: "The model provider timed out.." })]));
    expect(text).toBe("This response failed: The model provider timed out.");
  });
});

describe("errorInWordsEn", () => {
  it("maps every transport code to what happened and what to do, and keeps the technical text out", () => {
    const cases: [Parameters<typeof errorInWordsEn>[0], string][] = [
      [{ code: "http_error", status: 502, message: "The agent answered HTTP 502 Bad Gateway" }, "The agent could not be reached. Try again in a moment."],
      [{ code: "http_error", status: 429, message: "The agent answered HTTP 429 Too Many Requests" }, "The agent is busy right now. Try again in a moment."],
      [{ code: "http_error", status: 400, message: "The agent answered HTTP 400 Bad Request: messages must not be empty" }, "The agent could not take this request: messages must not be empty."],
      [{ code: "malformed_frame", message: "SSE frame 2 is not valid JSON" }, "The agent's reply could not be read. Try again."],
      [{ code: "network_error", message: "The connection to the agent was lost and could not be re-established." }, "The connection to the agent was lost. Check your connection, then try again."],
      [{ code: "idle_timeout", message: "No data for 120000 ms" }, "The agent stopped responding. Try again."],
      [{ code: "demo_error", message: "The demo agent failed on purpose." }, "The demo agent failed on purpose."],
    ];
    for (const [error, words] of cases) expect(errorInWordsEn(error)).toBe(words);
    expect(asSentence("could not be re-established..")).toBe("could not be re-established.");
    expect(asSentence("Why?")).toBe("Why?");
  });
});
