"use client";
import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from "react";
import { useInterruptItem } from "./context";

/** Props of {@link InterruptEditArguments}. */
export interface InterruptEditArgumentsProps extends Omit<ComponentPropsWithoutRef<"textarea">, "defaultValue" | "value"> {
  /** The tool call's arguments as streamed (JSON text), the starting value. */
  defaultValue?: string | undefined;
}

export namespace InterruptEditArguments {
  export type Element = HTMLTextAreaElement;
  /** Props of `Interrupt.EditArguments` ({@link InterruptEditArgumentsProps}). */
  export type Props = InterruptEditArgumentsProps;
}

/**
 * The tool call's arguments as JSON, editable, shown while "Approve with edits" is chosen: a labelled `<textarea>`
 * (`labels.editArguments`) that must hold a JSON object — otherwise `aria-invalid` with `labels.invalidJson` and
 * Submit stays disabled. Renders nothing for any other decision.
 */
export const InterruptEditArguments = /* @__PURE__ */ forwardRef<InterruptEditArguments.Element, InterruptEditArguments.Props>(function InterruptEditArguments({ defaultValue = "{}", ...props }, ref) {
  const { root, view, draft, open } = useInterruptItem("EditArguments");
  const [text, setText] = useState(() => {
    try {
      return JSON.stringify(JSON.parse(defaultValue), null, 2);
    } catch {
      return defaultValue;
    }
  });
  const editing = draft.decision === "edit";
  // choosing "Approve with edits" starts from the arguments as they are (valid as soon as they parse)
  useEffect(() => {
    if (editing && draft.payload === undefined) update(text);
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!editing) return null;
  const id = `${root.idBase}-${view.id}-args`;
  function update(value: string) {
    setText(value);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    const ok = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
    root.setDraft(view.id, { decision: "edit", payload: ok ? parsed : undefined, valid: ok });
  }
  const invalid = draft.valid === false && draft.payload === undefined && text !== "";
  return (
    <div data-rui="interrupt-field">
      <label htmlFor={id}>{root.labels.editArguments}</label>
      <textarea
        id={id}
        data-rui="interrupt-arguments"
        spellCheck={false}
        rows={Math.min(12, text.split("\n").length + 1)}
        value={text}
        disabled={!open}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-e` : undefined}
        {...props}
        ref={ref}
        onChange={(e) => update(e.currentTarget.value)}
      />
      {invalid ? (
        <span id={`${id}-e`} data-rui="interrupt-error">
          {root.labels.invalidJson}
        </span>
      ) : null}
    </div>
  );
});
