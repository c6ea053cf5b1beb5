import { afterEach, describe, expect, it, vi } from "vitest";
import { whenPageHidden } from "../../src/storage/pageLifecycle";

afterEach(() => void vi.unstubAllGlobals());

describe("the page's lifecycle", () => {
  it("pagehide and a hidden visibilitychange call back until stopped; a visible change does not", () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
    vi.stubGlobal("addEventListener", win.addEventListener.bind(win));
    vi.stubGlobal("removeEventListener", win.removeEventListener.bind(win));
    vi.stubGlobal("document", doc);
    const onHide = vi.fn();
    const off = whenPageHidden(onHide);
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(onHide).not.toHaveBeenCalled();
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    win.dispatchEvent(new Event("pagehide"));
    expect(onHide).toHaveBeenCalledTimes(2);
    off();
    win.dispatchEvent(new Event("pagehide"));
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it("where there is no page it does nothing and never throws", () => {
    const off = whenPageHidden(() => undefined);
    expect(() => off()).not.toThrow();
  });
});
