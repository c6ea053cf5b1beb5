/**
 * The resume planner on first use, when it cannot be fetched (docs/architecture.md, "Interrupts"): a resume refuses
 * with `resume_unavailable` and sends nothing; the prompt stays answerable and the next resume fetches it again. Its
 * own file: the module registry starts without the planner (vitest keeps a mocked module's result across tests).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { commands } from "./commands.fixture";

const planner = vi.hoisted(() => ({ fetches: 0, fail: 0 }));
vi.mock("../../src/interrupts/resume", async (importOriginal) => {
  planner.fetches += 1;
  if (planner.fail > 0) {
    planner.fail -= 1;
    throw new Error("chunk lost in a deploy");
  }
  return importOriginal();
});

beforeEach(() => {
  vi.resetModules();
  planner.fetches = 0;
  planner.fail = 0;
});

describe("the resume planner on first use, unavailable", () => {
  it("a planner that cannot be fetched: resume_unavailable, nothing sent; the next resume fetches it and sends", async () => {
    planner.fail = 2; // the preload and the first resume's load
    const { c, notices, sent, ask } = await commands();
    ask();
    await vi.waitFor(() => expect(planner.fetches).toBe(1));
    const refused = await c.resume([{ interruptId: "i1", payload: { approved: true } }]);
    expect(refused).toMatchObject({ ok: false, notice: { code: "resume_unavailable" } });
    expect(notices.at(-1)).toMatchObject({ code: "resume_unavailable" });
    expect(sent).toEqual([]);
    const again = await c.resume([{ interruptId: "i1", payload: { approved: true } }]);
    expect(again).toMatchObject({ ok: true, status: "finished" });
    expect(sent).toHaveLength(1);
    expect(planner.fetches).toBe(3);
  });

});
