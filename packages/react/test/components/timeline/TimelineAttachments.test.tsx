import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Message } from "../../../src";
import { newStore, renderWithStore } from "../../helpers";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const meta = (filename: string, size: number) => ({ filename, size });
const userWithParts = (id: string, content: unknown): Message => ({ id, role: "user", content }) as Message;

const content = [
  { type: "text", text: "Look at these" },
  { type: "image", source: { type: "data", value: PNG, mimeType: "image/png" }, metadata: meta("chart.png", 70) },
  { type: "document", source: { type: "url", value: "https://files.example/u/contract.pdf", mimeType: "application/pdf" }, metadata: meta("contract.pdf", 120_000) },
  { type: "audio", source: { type: "data", value: "SUQz", mimeType: "audio/mpeg" }, metadata: meta("note.mp3", 3) },
  { type: "video", source: { type: "url", value: "https://files.example/u/clip.mp4", mimeType: "video/mp4" } },
  { type: "document", source: { type: "file", value: "file-abc123", provider: "openai" }, metadata: { filename: "report.docx" } },
];

describe("attachments in the reasoning timeline", () => {
  it("the turn's files are the timeline's first item, before the agent's steps", async () => {
    const { ReasoningTimeline } = await import("../../../src/steps");
    const { apply, completeReasoning, ev } = await import("../../helpers");
    const store = newStore([userWithParts("u1", content)]);
    renderWithStore(<ReasoningTimeline turn="u1" />, store);
    await apply(store, ev.runStarted(), ...completeReasoning("r1", "**Reading the chart**\nThe third bar drops."), ev.runFinished());
    fireEvent.click(screen.getByRole("button", { expanded: false }));
    // core's timeline lists each of the user's files as a step of kind "attachment" leading the turn (the grouped
    // "Attached N files" item is the fallback when a timeline has none), then the agent's steps
    const steps = await waitFor(() => {
      const found = document.querySelectorAll('[data-rui="timeline-step"]');
      expect(found.length).toBe(6);
      return found;
    });
    expect(Array.from(steps, (s) => s.getAttribute("data-kind"))).toEqual(["attachment", "attachment", "attachment", "attachment", "attachment", "reasoning"]);
    expect(steps[0]).toHaveTextContent("chart.png");
    expect(steps[1]).toHaveTextContent("contract.pdf");
    await waitFor(() => expect(within(steps[0] as HTMLElement).getByRole("button", { name: "Open chart.png" })).toBeInTheDocument());
    expect(steps[5]).toHaveTextContent("Reading the chart");
  });
});
