import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReasoningPanel } from "@reasoning-ui/react";
import { markdownRenderContent, markdownRenderText } from "@reasoning-ui/react/markdown";

describe("copy in the markdown renderers", () => {
  it("adds a Copy reasoning button to each reasoning part and Copy answer to answers", async () => {
    const user = userEvent.setup();
    render(<ReasoningPanel status="complete" defaultOpen text={"**Plan**: check"} renderContent={markdownRenderContent({ copy: true })} />);
    await user.click(screen.getByRole("button", { name: "Copy reasoning" }));
    expect(await navigator.clipboard.readText()).toBe("**Plan**: check");
    const renderText = markdownRenderText({ copy: { copy: "Copier la réponse" } });
    render(<>{renderText("Yes.", "a1", "assistant")}</>);
    expect(screen.getByRole("button", { name: "Copier la réponse" })).toBeInTheDocument();
    render(<>{renderText("mine", "u1", "user")}</>);
    expect(screen.getAllByRole("button", { name: /Copier|Copy/ })).toHaveLength(2);
  });
});
