import { describe, expect, it } from "vitest";
import { nearestComposerInput } from "../../src/internal/nearestComposerInput";

describe("nearestComposerInput", () => {
  it("finds the composer input of the closest ancestor that holds one", () => {
    document.body.innerHTML = `
      <section id="outer"><textarea data-rui="composer-input" id="outer-input"></textarea>
        <div id="thread"><div><button id="retry">Retry</button></div><textarea data-rui="composer-input" id="near"></textarea></div>
      </section>`;
    expect(nearestComposerInput(document.getElementById("retry")!)?.id).toBe("near");
    expect(nearestComposerInput(document.getElementById("thread")!)?.id).toBe("outer-input");
    // Outside any tree that holds a composer: nothing.
    const lonely = document.createElement("div").appendChild(document.createElement("button"));
    expect(nearestComposerInput(lonely)).toBeNull();
  });
});
