/**
 * Issue 31 (docs/architecture.md, "Budgets and benchmarks", "What the 25 kB first load would take"): the README Quick start, built as Vite
 * builds it, loads the persistence engine, the event families beyond the reducer's core and the re-attach transport
 * on first use — none of them is in its first load, each is a chunk reached only through `import()`; so are the
 * attachment parts (issue 38: an app that never attaches does not load them).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without declarations
import { measureSplit, splitDir } from "../../bench/size/split.mjs";

const read = (dir: string) => readdirSync(dir).map((f) => readFileSync(join(dir, f), "utf8")).join("\n");

describe("the Quick start's first load (Vite build)", () => {
  it("leaves the storage engine and its browser backends, the event families, the SSE parser, the run-error mapping, the re-attach transport and the fork picker to chunks loaded on first use", async () => {
    const row = await measureSplit("test-first-load-parts", "bench/size/quickstart.tsx");
    expect(row.lazy.map((c: { name: string }) => c.name).sort()).toEqual(["ComposerAttachments", "ListBranchPicker", "MessageAttachments", "MessageEditor", "backoff", "browserBackend", "families", "markdownParts", "parseSseStream", "persistence", "reattach", "resumeHttpAgent", "runError", "sniff"]);
    const first = read(join(splitDir, "test-first-load-parts", "first"));
    const lazy = read(join(splitDir, "test-first-load-parts", "lazy"));
    // The engine's BroadcastChannel name, the re-attach request header, a family's field (the subagent family's alone),
    // the backend chooser's probe key, eventsource-parser's error type (the SSE parser, issue 40), the run-error
    // mapping's sentence for an agent's own error (issue 40); the attachment parts (issue 38): the composer's refusals,
    // a message's attachment chip, the thumbnail worker's call; the fork picker (until a thread has forks): its
    // primitives' part name.
    for (const marker of ["reasoning-ui:threads", "Last-Event-ID", "parentSubagentRunId", "reasoning-ui:probe", "invalid-retry", "Agent error: ", "composer-refusals", "message-attachment-chip", "resizeQuality", "Branch.Previous"]) {
      expect(first, marker).not.toContain(marker);
      expect(lazy, marker).toContain(marker);
    }
  }, 120_000);

  it("an app that answers the agent's requests (InterruptPrompt, interruptSupport) loads the answer fields, the edited-arguments field and the resume planner on first use", async () => {
    const row = await measureSplit("test-first-load-interrupts", "bench/size/interrupts.tsx");
    expect(row.lazy.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(["interruptAnswerFields", "InterruptEditArguments", "resume"]));
    const first = read(join(splitDir, "test-first-load-interrupts", "first"));
    const lazy = read(join(splitDir, "test-first-load-interrupts", "lazy"));
    // core's schema reader (one of its problems), the form's fieldset, the text answer's part name, the
    // edited-arguments field's part name, a sentence of the resume planner's notices
    for (const marker of ["the schema could not be read", "interrupt-fieldset", "interrupt-text", "interrupt-arguments", "An expired request was sent as cancelled"]) {
      expect(first, marker).not.toContain(marker);
      expect(lazy, marker).toContain(marker);
    }
    // what a prompt's first frame shows stays in the first load: the decision buttons, the prompt's name
    for (const marker of ["Approve with edits", "The agent is asking first", "interrupt-countdown"]) expect(first, marker).toContain(marker);
  }, 120_000);
});
