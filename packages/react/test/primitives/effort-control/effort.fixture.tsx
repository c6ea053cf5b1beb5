import { type ReactNode, useState } from "react";
import { EffortControl, type EffortSupport, type ReasoningRequest } from "../../../src";

export const WITH_BUDGET: EffortSupport = { reasoning: "supported", efforts: ["off", "low", "medium", "high"], budgetTokens: { min: 1024, max: 32000 } };
export const NO_BUDGET: EffortSupport = { reasoning: "supported", efforts: ["low", "high"] };
export const UNSUPPORTED: EffortSupport = { reasoning: "unsupported", efforts: [] };

/** A headless control with every part (or `children`), its value shown in `<output data-testid="value">`. */
export function Headless({ support, initial = { effort: "medium" }, children }: { support?: EffortSupport; initial?: ReasoningRequest; children?: ReactNode }) {
  const [value, setValue] = useState<ReasoningRequest>(initial);
  return (
    <>
      <EffortControl.Root support={support} value={value} onValueChange={setValue}>
        {children ?? (
          <>
            <EffortControl.Label />
            <EffortControl.Items />
            <EffortControl.Budget />
            <EffortControl.Description />
          </>
        )}
      </EffortControl.Root>
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
