import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Headless, UNSUPPORTED, WITH_BUDGET } from "./effort.fixture";

describe("EffortControl.Description", () => {
  it("says why the control is disabled, only while the agent does not reason", () => {
    const { container, unmount } = render(<Headless support={UNSUPPORTED} />);
    const description = container.querySelector('[data-rui="effort-control-description"]');
    expect(description?.tagName).toBe("P");
    expect(description).toHaveTextContent("This agent does not reason, so effort does not apply.");
    unmount();
    const supported = render(<Headless support={WITH_BUDGET} />);
    expect(supported.container.querySelector('[data-rui="effort-control-description"]')).toBeNull();
    expect(screen.getByRole("group")).not.toBeDisabled();
  });
});
