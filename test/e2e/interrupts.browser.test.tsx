/**
 * Issue 29 end to end in real Chromium against the demo agent (AG-UI 1.0 interrupts): the `approve` scenario stops at
 * a tool call after its reasoning and the prompt appears inline there; Approve, Deny and Approve with edits (the
 * agent advertises `humanInTheLoop.approveWithEdits`) each send one `resume` and the agent says what it did; a double
 * click sends one resume; two requests are answered with one submit; the `input` scenario's JSON Schema form; a
 * message while a request is open is refused, or steers away by cancelling it; an expiring request counts down and
 * is dismissed as cancelled; a reload (IndexedDB) shows the same prompt, and an answered one stays answered; two tabs
 * answer the same request at once — the agent's ledger lets one win, the other is told; a tab that learns of the other
 * tab's answer (its save, issue 30) shows it answered and never sends a second resume.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { indexedDbStorage } from "@reasoning-ui/core/storage";
import type { RunAgentInput } from "@reasoning-ui/core";
import type { UseAgentRunResult } from "@reasoning-ui/react";
import { afterEach, expect, inject, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { InterruptChatApp } from "./InterruptChatApp";

afterEach(() => cleanup());

function recordingFetch() {
  const bodies: RunAgentInput[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    if (typeof init?.body === "string") bodies.push(JSON.parse(init.body) as RunAgentInput);
    return fetch(input, init);
  };
  return { bodies, fetchImpl };
}

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

async function send(text: string, root: HTMLElement = document.body) {
  await userEvent.fill(within(root).getByRole("textbox", { name: "Message" }), text);
  await userEvent.keyboard("{Enter}");
}

/** Waits for an answerable prompt in `root` and returns it. */
const prompt = (root: HTMLElement = document.body) =>
  waitFor(() => {
    const el = root.querySelector<HTMLFormElement>('[data-rui="interrupt"][data-state="pending"]');
    expect(el).not.toBeNull();
    return el!;
  });

/** The button named exactly `name` inside `root` (a locator: "Approve" must not also match "Approve with edits"). */
const button = (root: HTMLElement, name: string) => page.elementLocator(root).getByRole("button", { name, exact: true });

const lastAnswer = (agent: () => UseAgentRunResult) => {
  const m = [...agent().store.getState().messages].reverse().find((x) => x.role === "assistant" && typeof x.content === "string" && x.content);
  return (m?.content as string | undefined) ?? "";
};

test("approve: the prompt appears at the tool call after the reasoning, focused; a double click on Approve sends one resume", async () => {
  const { bodies, fetchImpl } = recordingFetch();
  let agent!: UseAgentRunResult;
  render(<InterruptChatApp url={inject("agentUrl")} fetch={fetchImpl} onAgent={(a) => (agent = a)} />);
  await send("Please approve the email");
  const form = await prompt();
  // inline, after the reasoning that led to it and right after the tool call it concerns
  const reasoning = document.querySelector('[data-rui="reasoning"]')!;
  const tool = document.querySelector('[data-rui="tool-call"]')!;
  expect(reasoning.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(tool.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(form).toHaveAccessibleName("The agent is asking first");
  expect(within(form).getByText("Send this email to ada@example.com?")).toBeTruthy();
  const approve = within(form).getByRole("button", { name: "Approve" });
  await waitFor(() => expect(document.activeElement).toBe(approve));
  await waitFor(() => expect(within(form).getByRole("button", { name: "Approve with edits" })).toBeTruthy()); // the capability arrived
  // a double click: one resume
  await button(form, "Approve").dblClick();
  await waitFor(() => expect(agent.store.getState().status).toBe("finished"));
  await waitFor(() => expect(lastAnswer(() => agent)).toMatch(/Approved: sent the email to ada@example\.com\./));
  expect(bodies.filter((b) => b.resume)).toHaveLength(1);
  expect(bodies[1]!.resume).toEqual([{ interruptId: expect.stringMatching(/^approve-/), status: "resolved", payload: { approved: true } }]);
  expect(bodies[1]!.threadId).toBe(bodies[0]!.threadId);
  await painted();
  // answered: one line, never a prompt again
  const answered = document.querySelector('[data-rui="interrupt"]')!;
  expect(answered.getAttribute("data-state")).toBe("answered");
  expect(within(answered as HTMLElement).getByText("Approved")).toBeTruthy();
});

test("deny is an answer (resolved, approved: false); approve with edits sends the edited arguments and the agent echoes them", async () => {
  const { bodies, fetchImpl } = recordingFetch();
  let agent!: UseAgentRunResult;
  render(<InterruptChatApp url={inject("agentUrl")} fetch={fetchImpl} onAgent={(a) => (agent = a)} />);
  await send("approve");
  const deny = within(await prompt()).getByRole("button", { name: "Deny" });
  await waitFor(() => expect(document.activeElement).toBe(within(document.querySelector<HTMLElement>('[data-rui="interrupt"]')!).getByRole("button", { name: "Approve" })));
  await userEvent.click(deny);
  await waitFor(() => expect(lastAnswer(() => agent)).toMatch(/Denied: I did not send the email\./));
  // after the answer, focus is back in the composer
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Message" })));
  expect(bodies[1]!.resume).toEqual([{ interruptId: expect.any(String), status: "resolved", payload: { approved: false } }]);

  await send("approve again");
  const form = await prompt();
  await userEvent.click(await waitFor(() => within(form).getByRole("button", { name: "Approve with edits" })));
  const args = within(form).getByRole("textbox", { name: "Arguments (JSON)" });
  expect(JSON.parse((args as HTMLTextAreaElement).value)).toMatchObject({ to: "ada@example.com" });
  await userEvent.fill(args, "{ not json");
  expect(args.getAttribute("aria-invalid")).toBe("true");
  expect(within(form).getByRole("button", { name: "Submit" })).toBeDisabled();
  await userEvent.fill(args, '{"to":"bob@example.com","subject":"Q3"}');
  await userEvent.click(within(form).getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(lastAnswer(() => agent)).toMatch(/Approved with edits: sent the email with \{"to":"bob@example\.com","subject":"Q3"\}/));
  expect(bodies[3]!.resume![0]).toMatchObject({ status: "resolved", payload: { approved: true, editedArgs: { to: "bob@example.com", subject: "Q3" } } });
});

test("two requests in one run are answered together with one submit", async () => {
  const { bodies, fetchImpl } = recordingFetch();
  let agent!: UseAgentRunResult;
  render(<InterruptChatApp url={inject("agentUrl")} fetch={fetchImpl} onAgent={(a) => (agent = a)} />);
  await send("approve these two");
  const form = await prompt();
  const items = within(form).getAllByRole("group");
  expect(items).toHaveLength(2);
  const submit = within(form).getByRole("button", { name: "Submit" });
  await button(items[0]!, "Approve").click();
  expect(submit).toBeDisabled(); // the second is not answered yet
  expect(bodies).toHaveLength(1);
  await userEvent.click(within(items[1]!).getByRole("button", { name: "Deny" }));
  await userEvent.click(submit);
  await waitFor(() => expect(lastAnswer(() => agent)).toMatch(/Approved: sent the email.*Denied: I did not archive the thread/));
  expect(bodies[1]!.resume!.map((e) => e.payload)).toEqual([{ approved: true }, { approved: false }]);
});

test("input: a form built from the responseSchema; required and integer bounds checked; the answer is echoed", async () => {
  let agent!: UseAgentRunResult;
  render(<InterruptChatApp url={inject("agentUrl")} onAgent={(a) => (agent = a)} />);
  await send("I need input for a trip");
  const form = await prompt();
  const submit = within(form).getByRole("button", { name: "Submit" });
  expect(submit).toBeDisabled(); // City is required
  await userEvent.fill(within(form).getByRole("textbox", { name: "City" }), "Lyon");
  const days = within(form).getByRole("spinbutton", { name: "Days" });
  await userEvent.fill(days, "40");
  expect(days.getAttribute("aria-invalid")).toBe("true");
  expect(submit).toBeDisabled();
  await userEvent.fill(days, "2");
  await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Pace" }), "busy");
  await userEvent.click(within(form).getByRole("checkbox", { name: "Include museums" }));
  await userEvent.click(submit);
  await waitFor(() => expect(lastAnswer(() => agent)).toMatch(/planning with \{"city":"Lyon","days":2,"pace":"busy","museums":false\}/));
});

test("a message while a request is open is refused with a reason; with onNewMessage: cancel it steers away, cancelling explicitly", async () => {
  const refused = recordingFetch();
  render(<InterruptChatApp url={inject("agentUrl")} fetch={refused.fetchImpl} />);
  await send("approve");
  await prompt();
  await send("actually, something else");
  await waitFor(() => expect(screen.getByTestId("interrupt-notice")).toHaveTextContent("Answer the agent's request first (or cancel it)."));
  expect(refused.bodies).toHaveLength(1);
  cleanup();

  const steer = recordingFetch();
  let agent!: UseAgentRunResult;
  render(<InterruptChatApp url={inject("agentUrl")} fetch={steer.fetchImpl} interrupts={{ onNewMessage: "cancel" }} onAgent={(a) => (agent = a)} />);
  await send("approve");
  await prompt();
  await send("never mind, show me the tool scenario");
  await waitFor(() => expect(lastAnswer(() => agent)).toMatch(/umbrella/));
  expect(steer.bodies[1]!.resume).toEqual([{ interruptId: expect.any(String), status: "cancelled" }]);
  await painted();
  expect(document.querySelector('[data-rui="interrupt-answer"]')).toHaveTextContent("Cancelled");
});

test("expiresAt: a countdown, then Expired; Dismiss sends it cancelled (never resolved)", async () => {
  const { bodies, fetchImpl } = recordingFetch();
  let agent!: UseAgentRunResult;
  render(<InterruptChatApp url={inject("agentUrl")} fetch={fetchImpl} forwardedProps={{ interruptExpiresInMs: 1500 }} onAgent={(a) => (agent = a)} />);
  await send("approve");
  const form = await prompt();
  expect(within(form).getByText(/^Expires in 0:0[12]$/)).toBeTruthy();
  await waitFor(() => expect(form.getAttribute("data-state")).toBe("expired"), { timeout: 5000 });
  expect(within(form).getByText("Expired")).toBeTruthy();
  expect(within(form).getByRole("button", { name: "Approve" })).toHaveAttribute("aria-disabled", "true");
  await userEvent.click(within(form).getByRole("button", { name: "Dismiss" }));
  await waitFor(() => expect(lastAnswer(() => agent)).toMatch(/Cancelled: I did not send the email\./));
  expect(bodies[1]!.resume).toEqual([{ interruptId: expect.any(String), status: "cancelled" }]);
});

test("reload with a pending request shows the same prompt; after answering, a reload shows it answered", async () => {
  const db = `rui-e2e-${crypto.randomUUID()}`;
  let agent!: UseAgentRunResult;
  const first = render(<InterruptChatApp url={inject("agentUrl")} storage={indexedDbStorage({ dbName: db })} onAgent={(a) => (agent = a)} />);
  await send("approve");
  await prompt();
  const threadId = agent.store.getState().threadId;
  await agent.session.flush();
  first.unmount();

  const second = render(<InterruptChatApp url={inject("agentUrl")} storage={indexedDbStorage({ dbName: db })} threadId={threadId} onAgent={(a) => (agent = a)} />);
  const again = await prompt();
  expect(within(again).getByText("Send this email to ada@example.com?")).toBeTruthy();
  expect(document.querySelectorAll('[data-rui="interrupt"]')).toHaveLength(1);
  await button(again, "Approve").click();
  await waitFor(() => expect(lastAnswer(() => agent)).toMatch(/Approved: sent the email/));
  await agent.session.flush();
  second.unmount();

  render(<InterruptChatApp url={inject("agentUrl")} storage={indexedDbStorage({ dbName: db })} threadId={threadId} onAgent={(a) => (agent = a)} />);
  await waitFor(() => expect(document.querySelector('[data-rui="interrupt"]')?.getAttribute("data-state")).toBe("answered"));
  expect(document.querySelector('[data-rui="interrupt"][data-state="pending"]')).toBeNull();
  expect(document.querySelector('[data-rui="interrupt-answer"]')).toHaveTextContent("Approved");
});

/** Two tabs of one thread in one IndexedDB, both showing the same pending request. */
async function twoTabs() {
  const db = `rui-e2e-${crypto.randomUUID()}`;
  const a = document.body.appendChild(document.createElement("div"));
  const b = document.body.appendChild(document.createElement("div"));
  const fetchA = recordingFetch();
  const fetchB = recordingFetch();
  const tabs = {} as { A: UseAgentRunResult; B: UseAgentRunResult };
  render(<InterruptChatApp url={inject("agentUrl")} storage={indexedDbStorage({ dbName: db })} fetch={fetchA.fetchImpl} onAgent={(x) => (tabs.A = x)} />, { container: a });
  await send("approve", a);
  await prompt(a);
  await tabs.A.session.flush();
  render(
    <InterruptChatApp url={inject("agentUrl")} storage={indexedDbStorage({ dbName: db })} threadId={tabs.A.store.getState().threadId} fetch={fetchB.fetchImpl} onAgent={(x) => (tabs.B = x)} />,
    { container: b },
  );
  await prompt(b);
  const agentA = () => tabs.A;
  const agentB = () => tabs.B;
  return { a, b, agentA, agentB, bodiesA: fetchA.bodies, bodiesB: fetchB.bodies };
}

test("two tabs answer the same request at once: the agent's ledger lets one win, the other is told, then shows the winner's answer or keeps its own apart", async () => {
  const { a, b, agentA, agentB, bodiesA, bodiesB } = await twoTabs();
  // what each tab showed along the way (the loser later reloads the winner's save, so its notice does not last)
  const seen = [a, b].map(() => ({ errors: new Set<string>(), alerts: [] as { text: string; state: string | null }[] }));
  const unsubscribe = [agentA, agentB].map((tab, i) =>
    tab().store.subscribe((st) => void (st.error?.code && seen[i]!.errors.add(st.error.code))),
  );
  const observers = [a, b].map((root, i) => {
    const o = new MutationObserver(() => {
      const alert = root.querySelector('[role="alert"]');
      if (alert && seen[i]!.alerts.at(-1)?.text !== alert.textContent)
        seen[i]!.alerts.push({ text: alert.textContent ?? "", state: root.querySelector('[data-rui="interrupt"]')?.getAttribute("data-state") ?? null });
    });
    o.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    return o;
  });
  const approveA = await waitFor(() => within(a).getByRole("button", { name: "Approve" }));
  const denyB = await waitFor(() => within(b).getByRole("button", { name: "Deny" }));
  // both answers leave before either lands (one task: no save notice, no response can come in between)
  approveA.click();
  denyB.click();
  await waitFor(() => expect([bodiesA, bodiesB].map((bodies) => bodies.filter((x) => x.resume).length)).toEqual([1, 1]));
  // exactly one is refused by the agent (RUN_ERROR interrupt_already_answered) and told so, its prompt answerable then
  await waitFor(() => expect(seen.filter((t) => t.errors.has("interrupt_already_answered"))).toHaveLength(1), { timeout: 10_000 });
  const lost = seen.findIndex((t) => t.errors.has("interrupt_already_answered"));
  const [winner, loser] = lost === 0 ? [agentB, agentA] : [agentA, agentB];
  const [winnerRoot, loserRoot] = lost === 0 ? [b, a] : [a, b];
  const [winnerLabel, winnerText] = lost === 0 ? ["Denied", /Denied: I did not send the email\./] : ["Approved", /Approved: sent the email/];
  await waitFor(() =>
    expect(seen[lost]!.alerts).toContainEqual({
      text: "The agent did not accept the answer: This request was already answered (in another tab or window).",
      state: "pending",
    }),
  );
  expect(seen[1 - lost]!.alerts).toEqual([]);
  expect(seen[1 - lost]!.errors.size).toBe(0);
  // the winner shows its answer and the agent's reply
  await waitFor(() => expect(lastAnswer(winner)).toMatch(winnerText), { timeout: 10_000 });
  await waitFor(() => expect(winnerRoot.querySelector('[data-rui="interrupt-answer"]')).toHaveTextContent(winnerLabel));
  expect(winner().storageError).toBeUndefined();
  // the loser then either learns the winner's save (nothing unsaved there: its refused run was the other tab's
  // thread's) and shows the winner's answer, or — its refused run saved first — meets the revision check and keeps
  // its own version as a separate conversation, told so, its prompt still answerable (issue 30: nothing lost)
  await waitFor(
    () => {
      const conflict = loser().storageError?.code === "conflict";
      if (conflict) {
        expect(loser().storageError?.threadId).toBe(winner().store.getState().threadId);
        expect(loserRoot.querySelector('[data-rui="interrupt"]')?.getAttribute("data-state")).toBe("pending");
        expect(within(loserRoot).getByRole("alert")).toHaveTextContent("This request was already answered (in another tab or window).");
      } else {
        expect(lastAnswer(loser)).toMatch(winnerText);
        expect(loserRoot.querySelector('[data-rui="interrupt-answer"]')).toHaveTextContent(winnerLabel);
        expect(loserRoot.querySelector('[data-rui="interrupt"][data-state="pending"]')).toBeNull();
      }
    },
    { timeout: 10_000 },
  );
  expect(lastAnswer(loser)).not.toMatch(lost === 0 ? /Approved/ : /Denied/);
  // nothing was sent again by either tab
  expect([bodiesA, bodiesB].map((bodies) => bodies.filter((x) => x.resume).length)).toEqual([1, 1]);
  unsubscribe.forEach((u) => u());
  observers.forEach((o) => o.disconnect());
});

test("a tab that learns of the other tab's answer shows it answered and never sends a second resume", async () => {
  const { a, b, agentB, bodiesB } = await twoTabs();
  within(await prompt(a)).getByRole("button", { name: "Approve" }).click(); // this element: B shows the same form
  // tab B had nothing unsaved: it shows tab A's save — the request answered, the agent's reply — and no prompt
  await waitFor(() => expect(lastAnswer(agentB)).toMatch(/Approved: sent the email/));
  await waitFor(() => expect(b.querySelector('[data-rui="interrupt"]')?.getAttribute("data-state")).toBe("answered"));
  expect(b.querySelector('[data-rui="interrupt"][data-state="pending"]')).toBeNull();
  expect(within(b).queryByRole("button", { name: "Deny" })).toBeNull();
  expect(b.querySelector('[data-rui="interrupt-answer"]')).toHaveTextContent("Approved");
  // answering again from B is idempotent: the session refuses it, nothing is sent
  const view = agentB().store.getState().runs.flatMap((r) => r.interrupts ?? [])[0]!;
  const again = await agentB().resume([{ interruptId: view.id, status: "resolved", payload: { approved: false } }]);
  expect(again).toMatchObject({ ok: false, notice: { code: "already_answered" } });
  expect(bodiesB.filter((x) => x.resume)).toHaveLength(0);
});
