import type { Meta, StoryObj } from "@storybook/react-vite";
import { AgentProvider, Composer, MessageList, type AgentCapabilities, type AttachmentUploader, type Message } from "@reasoning-ui/react";
import { createAgentStore } from "@reasoning-ui/core";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CHART_PNG_BASE64, DroppedFiles, chartPng, contractPdf, htmlAsPng, voiceNote } from "../support/attachments";

const capabilities: AgentCapabilities = { multimodal: { input: { image: true, pdf: true, audio: true } } };
const onSend = fn();
/** An upload that reports 40 % and never finishes (the state while a file travels). */
const slowUploader: AttachmentUploader = (file, { onProgress }) => {
  onProgress({ loaded: file.size * 0.4, total: file.size });
  return new Promise(() => {});
};
/** An upload the network cuts. */
const failingUploader: AttachmentUploader = async () => {
  throw new Error("the connection was reset");
};

const meta = {
  title: "Components/Attachments",
  parameters: {
    docs: {
      description: {
        component:
          "Attachments (issue 38): the composer's attach button, paste and drop, the tray of previews (a thumbnail decoded at thumbnail size off the main " +
          "thread for an image, a chip for the rest), upload progress, failure with Retry, refusals in words; and a sent or restored message's " +
          "attachments in the list (the image opens larger, audio and video play with native controls, documents are chips).",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sentContent = [
  { type: "text", text: "What stands out in this chart, and does the contract cover it?" },
  { type: "image", source: { type: "data", value: CHART_PNG_BASE64, mimeType: "image/png" }, metadata: { filename: "q3-revenue.png", size: 781, width: 120, height: 80 } },
  { type: "document", source: { type: "data", value: "JVBERi0xLjcKJSVFT0Y=", mimeType: "application/pdf" }, metadata: { filename: "contract.pdf", size: 148_031 } },
];
const thread = (content: unknown): Message[] => [
  { id: "u1", role: "user", content } as Message,
  { id: "a1", role: "assistant", content: "The third bar is the outlier: revenue dropped 60 % in August. Clause 7.2 covers a shortfall like that." },
];

/** Picking: an image, a PDF and a voice note attached, ready to send (thumbnail for the image, chips for the rest). */
export const Picking: Story = {
  render: () => (
    <DroppedFiles files={() => [chartPng(), contractPdf(), voiceNote()]}>
      <Composer onSend={onSend} attachments={{ capabilities }} />
    </DroppedFiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tray = await canvas.findByRole("list", { name: "Attachments" });
    await waitFor(() => expect(within(tray).getAllByRole("listitem").map((i) => i.getAttribute("data-state"))).toEqual(["ready", "ready", "ready"]));
    await waitFor(() => expect(tray.querySelector("canvas[role=img]")).not.toBeNull());
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Summarise these{Enter}");
    await expect(onSend).toHaveBeenLastCalledWith("Summarise these", [expect.objectContaining({ type: "image" }), expect.objectContaining({ type: "document" }), expect.objectContaining({ type: "audio" })]);
  },
};

/** Uploading: the app's uploader reports progress; Send waits until every file is uploaded. */
export const Uploading: Story = {
  render: () => (
    <DroppedFiles files={() => [contractPdf()]}>
      <Composer onSend={onSend} attachments={{ capabilities, uploader: slowUploader }} />
    </DroppedFiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};

/** A failed upload: the reason in words, Retry and Remove; nothing is sent half-uploaded. */
export const FailedUpload: Story = {
  render: () => (
    <DroppedFiles files={() => [contractPdf()]}>
      <Composer onSend={onSend} attachments={{ capabilities, uploader: failingUploader }} />
    </DroppedFiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("button", { name: "Retry uploading contract.pdf" });
    await expect(canvas.getByRole("listitem")).toHaveTextContent("Upload failed: the connection was reset");
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};

/** Refused: a ".png" that is HTML and a file over the limit, each with its reason next to the composer. */
export const Refused: Story = {
  render: () => (
    <DroppedFiles files={() => [htmlAsPng(), contractPdf("annual-report.pdf")]}>
      <Composer onSend={onSend} attachments={{ capabilities, maxFileBytes: 100_000 }} />
    </DroppedFiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="composer-refusals"]')).toHaveTextContent("cat.png was not attached: its content is not what its type says."));
    await expect(canvasElement.querySelector('[data-rui="composer-refusals"]')).toHaveTextContent("annual-report.pdf was not attached: it is larger than 100 kB.");
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(canvasElement.querySelector('[data-rui="composer-refusals"]')).toBeNull();
  },
};

/** Sent: the user's message shows its attachments; the image opens larger. */
export const Sent: Story = {
  render: () => (
    <AgentProvider store={createAgentStore({ threadId: "attachments-sent", messages: thread(sentContent) })}>
      <MessageList />
      <Composer onSend={onSend} attachments={{ capabilities }} />
    </AgentProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Open q3-revenue.png" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "q3-revenue.png" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * Restored: a reloaded thread whose files were uploaded (URL sources) or are a provider's handle (never fetched:
 * named, "Not shown here"); audio plays with the browser's controls.
 */
export const Restored: Story = {
  render: () => (
    <AgentProvider
      store={createAgentStore({
        threadId: "attachments-restored",
        messages: thread([
          { type: "text", text: "Here is the recording and the spec." },
          { type: "audio", source: { type: "data", value: "SUQzAwAAAAAAAA==", mimeType: "audio/mpeg" }, metadata: { filename: "standup.mp3", size: 2_400_000 } },
          { type: "document", source: { type: "file", value: "file-6F2ksmvXxt4VdoqmHRw6kL", provider: "openai", mimeType: "application/pdf" }, metadata: { filename: "spec-v2.pdf", size: 512_000 } },
        ]),
      })}
    >
      <MessageList />
    </AgentProvider>
  ),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole("list", { name: "Attachments" });
    await expect(list.querySelector("audio[controls]")).not.toBeNull();
    await expect(list).toHaveTextContent("spec-v2.pdfPDF · 512 kB · Not shown here");
    await expect(canvasElement.innerHTML).not.toContain("file-6F2ksmvXxt4VdoqmHRw6kL");
  },
};
