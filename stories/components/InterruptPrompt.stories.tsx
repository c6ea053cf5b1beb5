import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Interrupt, RunAgentInput } from "@reasoning-ui/core";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { InterruptThread, useInterruptThread, type InterruptSetup } from "../support/interruptThread";

const approval = (runId: string, n = 1, extra: Partial<Interrupt> = {}): Interrupt => ({
  id: `${runId}-approve-${n}`,
  reason: "tool_call",
  toolCallId: `${runId}-call-${n}`,
  message: n === 1 ? "Send this email to ada@example.com?" : "Archive the thread “Q3 planning”?",
  metadata: { toolCallName: n === 1 ? "send_email" : "archive_thread" },
  ...extra,
});

const TRIP = {
  type: "object",
  properties: {
    city: { type: "string", title: "City", description: "Where to go", maxLength: 80 },
    days: { type: "integer", title: "Days", minimum: 1, maximum: 14, default: 3 },
    pace: { enum: ["relaxed", "busy"], title: "Pace", default: "relaxed" },
    museums: { type: "boolean", title: "Include museums", default: true },
  },
  required: ["city"],
};

interface Args {
  interrupts: (runId: string) => Interrupt[];
  setup: InterruptSetup;
  approveWithEdits: boolean;
  requests: RunAgentInput[];
}

function Story({ interrupts, setup, approveWithEdits, requests }: Args) {
  const session = useInterruptThread(interrupts, setup, requests, setup === "steered" ? { onNewMessage: "cancel" } : {});
  return <InterruptThread session={session} approveWithEdits={approveWithEdits} />;
}

const meta = {
  title: "Components/InterruptPrompt",
  component: Story,
  args: { interrupts: (r: string) => [approval(r)], setup: "pending", approveWithEdits: false, requests: [] },
  parameters: {
    docs: {
      description: {
        component:
          "When the agent asks first (AG-UI 1.0 interrupts): the run ends with `RUN_FINISHED { outcome: interrupt }` and the prompt " +
          "appears inline — at the tool call it concerns, after the reasoning that led to it. Approve / Deny (and Approve with edits " +
          "when the agent advertises `humanInTheLoop.approveWithEdits`), a form from the `responseSchema`, a free-text answer; several " +
          "requests with one Submit; a countdown for `expiresAt`. The answer goes with the next run as `RunAgentInput.resume`.",
      },
    },
  },
} satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

const form = (root: HTMLElement, state = "pending") =>
  waitFor(() => {
    const el = root.querySelector<HTMLElement>(`[data-rui="interrupt"][data-state="${state}"]`);
    if (!el) throw new Error(`no ${state} prompt yet`);
    return el;
  });

/** One tool approval, waiting: focus on Approve; Approve sends one resume and the prompt becomes "Approved". */
export const Pending: S = {
  args: { requests: [] },
  play: async ({ canvasElement, args }) => {
    const f = await form(canvasElement);
    const approve = within(f).getByRole("button", { name: "Approve" });
    await waitFor(() => expect(document.activeElement).toBe(approve));
    await expect(f.compareDocumentPosition(canvasElement.querySelector('[data-rui="reasoning"]')!) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    await userEvent.dblClick(approve);
    await form(canvasElement, "answered");
    await expect(args.requests.filter((r) => r.resume)).toHaveLength(1);
  },
};

/** Two requests from one run, answered together with one Submit. */
export const Several: S = {
  args: { interrupts: (r: string) => [approval(r, 1), approval(r, 2)], requests: [] },
  play: async ({ canvasElement, args }) => {
    const f = await form(canvasElement);
    const [first, second] = within(f).getAllByRole("group");
    await userEvent.click(within(first!).getByRole("button", { name: "Approve" }));
    await userEvent.click(within(second!).getByRole("button", { name: "Deny" }));
    await userEvent.click(within(f).getByRole("button", { name: "Submit" }));
    await form(canvasElement, "answered");
    await expect(args.requests.at(-1)!.resume!.map((e) => e.payload)).toEqual([{ approved: true }, { approved: false }]);
  },
};

/** The agent advertises `approveWithEdits`: the tool call's arguments are editable JSON, sent as `editedArgs`. */
export const WithEdits: S = {
  args: { approveWithEdits: true, requests: [] },
  play: async ({ canvasElement, args }) => {
    const f = await form(canvasElement);
    await userEvent.click(within(f).getByRole("button", { name: "Approve with edits" }));
    const field = within(f).getByRole("textbox", { name: "Arguments (JSON)" });
    await userEvent.clear(field);
    await userEvent.type(field, '{{"to":"bob@example.com"}');
    await userEvent.click(within(f).getByRole("button", { name: "Submit" }));
    await form(canvasElement, "answered");
    await expect(args.requests.at(-1)!.resume![0]!.payload).toEqual({ approved: true, editedArgs: { to: "bob@example.com" } });
  },
};

/** `input_required` with a `responseSchema`: a form from the JSON Schema subset (string, integer, enum, boolean, required, default). */
export const SchemaForm: S = {
  args: { interrupts: (r: string) => [{ id: `${r}-trip`, reason: "input_required", message: "Where should the trip go, and for how long?", responseSchema: TRIP }], requests: [] },
  play: async ({ canvasElement, args }) => {
    const f = await form(canvasElement);
    await expect(within(f).getByRole("button", { name: "Submit" })).toBeDisabled();
    await userEvent.type(within(f).getByRole("textbox", { name: "City" }), "Lyon");
    await userEvent.click(within(f).getByRole("button", { name: "Submit" }));
    await form(canvasElement, "answered");
    await expect(args.requests.at(-1)!.resume![0]!.payload).toEqual({ city: "Lyon", days: 3, pace: "relaxed", museums: true });
  },
};

/** `expiresAt` in the past: shown expired, nothing answerable but Dismiss (sent `cancelled`). */
export const Expired: S = {
  args: { interrupts: (r: string) => [approval(r, 1, { expiresAt: "2020-01-01T00:00:00Z" })], requests: [] },
  play: async ({ canvasElement, args }) => {
    const f = await form(canvasElement, "expired");
    await expect(within(f).getByText("Expired")).toBeVisible();
    await expect(within(f).getByRole("button", { name: "Approve" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(within(f).getByRole("button", { name: "Dismiss" }));
    await form(canvasElement, "answered");
    await expect(args.requests.at(-1)!.resume).toEqual([{ interruptId: expect.any(String), status: "cancelled" }]);
  },
};

/** A countdown while `expiresAt` is ahead (ten minutes here). */
export const Countdown: S = {
  args: { interrupts: (r: string) => [approval(r, 1, { expiresAt: new Date(Date.now() + 600_000).toISOString() })], requests: [] },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(within(f).getByText(/^Expires in (9:5\d|10:00)$/)).toBeVisible();
  },
};

/** Answered: one line ("Approved") where the prompt was; never a prompt again. */
export const Answered: S = {
  args: { setup: "answered", requests: [] },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement, "answered");
    await expect(within(f).getByText("Approved")).toBeVisible();
    await expect(within(f).queryByRole("button")).toBeNull();
  },
};

/** The user wrote something else instead (`onNewMessage: "cancel"`): the request was cancelled explicitly. */
export const CancelledBySteeringAway: S = {
  args: { setup: "steered", requests: [] },
  play: async ({ canvasElement, args }) => {
    const f = await form(canvasElement, "answered");
    await expect(within(f).getByText("Cancelled")).toBeVisible();
    await expect(args.requests.at(-1)!.resume).toEqual([{ interruptId: expect.any(String), status: "cancelled" }]);
  },
};

/** After a reload: a new session on the same storage restores the thread with the same prompt, still answerable. */
export const AfterReload: S = {
  args: { setup: "reload", requests: [] },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(within(f).getByText("Send this email to ada@example.com?")).toBeVisible();
    await userEvent.click(within(f).getByRole("button", { name: "Deny" }));
    await form(canvasElement, "answered");
    await expect(within(canvasElement).getByText("Denied")).toBeVisible();
  },
};
