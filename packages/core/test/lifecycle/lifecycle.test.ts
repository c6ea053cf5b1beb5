/** The lifecycle owner (`@reasoning-ui/core/lifecycle`): open / continue / close / close-for-producer, lanes, owners, clocks. */
import { describe, expect, it } from "vitest";
import { Lifecycle } from "../../src/lifecycle/index";

describe("Lifecycle", () => {
  it("answers is it open, in which lane, since when, with what", () => {
    let now = 100;
    const tools = new Lifecycle<string>("toolCall", () => now);
    tools.open("t1", undefined, "search");
    now = 150;
    tools.open("t2", "sub-1", "fetch");
    expect(tools.isOpen("t1")).toBe(true);
    expect(tools.laneOf("t2")).toBe("sub-1");
    expect(tools.startedAt("t1")).toBe(100);
    expect(tools.startedAt("t2")).toBe(150);
    expect(tools.data("t2")).toBe("fetch");
    expect(tools.size).toBe(2);
    expect(tools.close("t1")).toBe(true);
    expect(tools.close("t1")).toBe(false);
    expect(tools.isOpen("t1")).toBe(false);
    expect(tools.startedAt("t1")).toBeUndefined();
    expect(tools.size).toBe(1);
  });

  it("keeps an item closed for its producer counted open by the protocol until its END settles it", () => {
    const text = new Lifecycle("text");
    text.open("m1", undefined);
    text.closeForProducer("m1");
    expect(text.isOpen("m1")).toBe(false);
    expect(text.isClosedForProducer("m1")).toBe(true);
    expect(text.size).toBe(0);
    expect(text.protocolOpen).toBe(1);
    expect(text.settle("m1")).toBe(true);
    expect(text.protocolOpen).toBe(0);
    expect(text.settle("m1")).toBe(false);
  });

  it("continues an item closed for its producer in its own lane, with its first start", () => {
    let now = 1;
    const r = new Lifecycle("reasoning", () => now);
    r.open("r1", "sub");
    now = 9;
    r.closeForProducer("r1");
    expect(r.idsIn("sub")).toEqual([]);
    expect(r.continue("r1")).toBe(true);
    expect(r.continue("r1")).toBe(false);
    expect(r.idsIn("sub")).toEqual(["r1"]);
    expect(r.startedAt("r1")).toBe(1);
  });

  it("tracks open items per lane: closing one lane's items visits that lane only", () => {
    const text = new Lifecycle("text");
    for (let i = 0; i < 1000; i++) text.open(`s${i}`, "sub");
    text.open("p1", undefined);
    text.open("p2", undefined);
    expect(text.countIn(undefined)).toBe(2);
    expect(text.countIn("sub")).toBe(1000);
    expect(text.idsIn(undefined)).toEqual(["p1", "p2"]);
    expect(text.lastIn(undefined)).toBe("p2");
    for (const id of text.idsIn(undefined)) text.closeForProducer(id);
    expect(text.countIn(undefined)).toBe(0);
    expect(text.countIn("sub")).toBe(1000);
    expect(text.protocolOpen).toBe(1002);
  });

  it("records the lane rule's owner once per run, apart from whether the item is open", () => {
    const msgs = new Lifecycle("text");
    // A claim returns the owner it found (none: the claimer owns it now), so a reader of the owner needs no second lookup.
    expect(msgs.claim("m1", "sub-a")).toBeUndefined();
    expect(msgs.claim("m1", "sub-b")).toBe("sub-a");
    expect(msgs.owner("m1")).toBe("sub-a");
    expect(msgs.claim("m2", undefined)).toBeUndefined();
    expect(msgs.claim("m2", "sub-b")).toBe("");
    msgs.assign("m1", undefined);
    expect(msgs.owner("m1")).toBe("");
    msgs.closeAll();
    expect(msgs.owner("m1")).toBe("");
    msgs.forgetOwners();
    expect(msgs.owner("m1")).toBeUndefined();
  });

  it("treats any id as an ordinary key, and a stream boundary forgets what was open but keeps owners", () => {
    const spans = new Lifecycle("span");
    spans.open("__proto__", undefined);
    spans.open("constructor", "x");
    spans.claim("__proto__", undefined);
    expect(spans.openIds()).toEqual(["__proto__", "constructor"]);
    spans.closeForProducer("constructor");
    spans.forgetClosedForProducer();
    expect(spans.protocolOpen).toBe(1);
    spans.closeAll();
    expect(spans.size).toBe(0);
    expect(spans.protocolOpen).toBe(0);
    expect(spans.owner("__proto__")).toBe("");
  });
});

describe("Lifecycle: closed-for-producer answers without a lookup when none is", () => {
  it("isClosedForProducer, continue and settle agree with the entries through every transition", () => {
    const text = new Lifecycle("text");
    text.open("a", undefined);
    text.open("b", "sub");
    expect([text.isClosedForProducer("a"), text.continue("a"), text.settle("a")]).toEqual([false, false, false]);
    text.closeForProducer("a");
    expect(text.isClosedForProducer("a")).toBe(true);
    expect(text.isClosedForProducer("b")).toBe(false);
    expect(text.continue("a")).toBe(true); // open again
    expect(text.isClosedForProducer("a")).toBe(false);
    text.closeForProducer("a");
    text.closeForProducer("never-opened");
    expect(text.isClosedForProducer("never-opened")).toBe(true);
    expect(text.settle("a")).toBe(true);
    expect(text.settle("a")).toBe(false);
    expect(text.isClosedForProducer("never-opened")).toBe(true);
    text.open("never-opened", undefined); // reopened: no longer closed for its producer
    expect(text.isClosedForProducer("never-opened")).toBe(false);
    expect([text.size, text.protocolOpen]).toEqual([2, 2]);
    text.closeForProducer("b");
    text.forgetClosedForProducer();
    expect([text.isClosedForProducer("b"), text.continue("b"), text.settle("b")]).toEqual([false, false, false]);
  });
});

describe("Lifecycle: one record per id for open state and owner", () => {
  it("counts an id once however it is reopened, claimed or closed, and keeps the owner past its close", () => {
    const calls = new Lifecycle<string>("toolCall", () => 5, false);
    calls.assign("c1", "sub");
    expect(calls.protocolOpen).toBe(0);
    expect(calls.isPending("c1")).toBe(false);
    expect(calls.data("c1")).toBeUndefined();
    calls.open("c1", "sub", "search");
    calls.open("c1", "sub", "search"); // a repeated start restarts it: still one
    expect([calls.size, calls.protocolOpen]).toEqual([1, 1]);
    calls.closeForProducer("c1");
    calls.open("c1", "sub", "fetch");
    expect([calls.size, calls.protocolOpen, calls.data("c1")]).toEqual([1, 1, "fetch"]);
    expect(calls.close("c1")).toBe(true);
    expect([calls.size, calls.protocolOpen, calls.data("c1"), calls.laneOf("c1"), calls.owner("c1")]).toEqual([0, 0, undefined, undefined, "sub"]);
    calls.closeForProducer("c1"); // closed, owner kept: tracked again as closed for its producer
    expect([calls.protocolOpen, calls.isClosedForProducer("c1"), calls.owner("c1")]).toEqual([1, true, "sub"]);
    calls.closeAll();
    expect([calls.protocolOpen, calls.isPending("c1"), calls.owner("c1")]).toEqual([0, false, "sub"]);
    calls.forgetOwners();
    expect(calls.owner("c1")).toBeUndefined();
    calls.open("c2", undefined);
    calls.forgetOwners();
    expect(calls.isOpen("c2")).toBe(true);
  });
});
