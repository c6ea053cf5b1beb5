"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useInterruptItem } from "./context";

export namespace InterruptTextAnswer {
  export type Element = HTMLTextAreaElement;
  /** Props of `Interrupt.TextAnswer`: a `<textarea>`'s props. */
  export type Props = ComponentPropsWithoutRef<"textarea">;
}

/**
 * A free-text answer (for a reason without a `responseSchema` that is not an approval): a labelled `<textarea>`
 * (`labels.answer`); the text is the payload. Enter sends (Shift+Enter: a new line).
 */
export const InterruptTextAnswer = /* @__PURE__ */ forwardRef<InterruptTextAnswer.Element, InterruptTextAnswer.Props>(function InterruptTextAnswer(props, ref) {
  const { root, view, draft, open } = useInterruptItem("TextAnswer");
  const id = `${root.idBase}-${view.id}-text`;
  return (
    <div data-rui="interrupt-field">
      <label htmlFor={id}>{root.labels.answer}</label>
      <textarea
        id={id}
        data-rui="interrupt-text"
        dir="auto"
        rows={2}
        maxLength={10_000}
        disabled={!open}
        value={typeof draft.payload === "string" ? draft.payload : ""}
        {...props}
        ref={ref}
        onChange={(e) => root.setDraft(view.id, { decision: "answer", payload: e.currentTarget.value, valid: e.currentTarget.value.trim() !== "" })}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            root.submit();
          }
        }}
      />
    </div>
  );
});
