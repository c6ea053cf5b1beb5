import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AgentProvider, Composer } from "../../src";

describe("AgentProvider", () => {
  it("a nested provider inherits the labels it does not set, including entries it sets to undefined", () => {
    render(
      <AgentProvider labels={{ send: "Envoyer", composerLabel: "Message (fr)" }}>
        <AgentProvider labels={{ send: undefined, composerLabel: "Votre message" }}>
          <Composer onSend={() => {}} />
        </AgentProvider>
      </AgentProvider>,
    );
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeInTheDocument();
    expect(screen.getByLabelText("Votre message")).toBeInTheDocument();
  });
});
