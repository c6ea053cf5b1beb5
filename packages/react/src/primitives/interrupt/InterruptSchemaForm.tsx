"use client";
import { forwardRef, useEffect, useMemo, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { readResponseSchema, type SchemaField } from "@reasoning-ui/core";
import { useInterruptItem } from "./context";
import type { InterruptLabels } from "./labels";
import { initialValues, readValues, type FieldErrors, type RawValues } from "./schemaValue";

interface FieldProps {
  f: SchemaField;
  raw: RawValues;
  errors: FieldErrors;
  touched: boolean;
  set: (key: string, v: string | boolean) => void;
  idBase: string;
  disabled: boolean;
  labels: InterruptLabels;
}

function Field({ f, raw, errors, touched, set, idBase, disabled, labels }: FieldProps): ReactNode {
  const k = f.path.join("/");
  const id = `${idBase}-${k}`;
  const error = touched ? errors[k] : undefined;
  const described = [f.description && `${id}-d`, error && `${id}-e`].filter(Boolean).join(" ") || undefined;
  const help = (
    <>
      {f.description ? <span id={`${id}-d`} data-rui="interrupt-help">{f.description}</span> : null}
      {error ? <span id={`${id}-e`} data-rui="interrupt-error">{error === "required" ? labels.required : error === "json" ? labels.invalidJson : labels.invalidNumber}</span> : null}
    </>
  );
  if (f.kind === "object")
    return (
      <fieldset data-rui="interrupt-fieldset" disabled={disabled}>
        <legend>{f.label}</legend>
        {f.description ? <span data-rui="interrupt-help">{f.description}</span> : null}
        {f.fields.map((c) => <Field key={c.path.join("/")} {...{ f: c, raw, errors, touched, set, idBase, disabled, labels }} />)}
      </fieldset>
    );
  const common = { id, disabled, required: f.required, "aria-invalid": error ? true : undefined, "aria-describedby": described } as const;
  const value = typeof raw[k] === "string" ? (raw[k] as string) : "";
  let control: ReactNode;
  if (f.kind === "boolean") {
    return (
      <div data-rui="interrupt-field" data-kind="boolean">
        <input type="checkbox" {...common} checked={raw[k] === true} onChange={(e) => set(k, e.currentTarget.checked)} />
        <label htmlFor={id}>{f.label}</label>
        {help}
      </div>
    );
  } else if (f.kind === "enum")
    control = (
      <select {...common} value={value} onChange={(e) => set(k, e.currentTarget.value)}>
        {f.required && f.default !== undefined ? null : <option value="" />}
        {f.options.map((o, i) => (
          <option key={i} value={String(i)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  else if (f.kind === "number" || f.kind === "integer")
    control = <input type="number" inputMode={f.kind === "integer" ? "numeric" : "decimal"} step={f.kind === "integer" ? 1 : "any"} min={f.minimum} max={f.maximum} {...common} value={value} onChange={(e) => set(k, e.currentTarget.value)} />;
  else if (f.kind === "string" && !f.multiline) control = <input type="text" maxLength={f.maxLength} {...common} value={value} onChange={(e) => set(k, e.currentTarget.value)} />;
  else control = <textarea rows={f.kind === "json" ? 4 : 2} spellCheck={f.kind !== "json"} maxLength={f.kind === "string" ? f.maxLength : 100_000} {...common} value={value} onChange={(e) => set(k, e.currentTarget.value)} />;
  return (
    <div data-rui="interrupt-field" data-kind={f.kind}>
      <label htmlFor={id}>{f.label}</label>
      {control}
      {help}
    </div>
  );
}

export namespace InterruptSchemaForm {
  export type Element = HTMLDivElement;
  /** Props of `Interrupt.SchemaForm`: a `<div>`'s props. */
  export type Props = ComponentPropsWithoutRef<"div">;
}

/**
 * A form built from the request's `responseSchema` (core's `readResponseSchema`: the documented JSON Schema subset —
 * string, number, integer, boolean, enum, object, required, default, title, description; anything else, or a schema
 * beyond the bounds, is one JSON field with validation). Native labelled controls (the browser gives keyboard and
 * form semantics); descriptions are text, never HTML; a problem is shown per field (`aria-invalid`, described) once
 * the user has typed, and keeps Submit disabled. The payload is the object (or the scalar) the fields describe.
 */
export const InterruptSchemaForm = /* @__PURE__ */ forwardRef<InterruptSchemaForm.Element, InterruptSchemaForm.Props>(function InterruptSchemaForm(props, ref) {
  const { root, view, open } = useInterruptItem("SchemaForm");
  const form = useMemo(() => readResponseSchema(view.interrupt.responseSchema), [view.interrupt.responseSchema]);
  const [raw, setRaw] = useState<RawValues>(() => initialValues(form.fields));
  const [touched, setTouched] = useState(false);
  const read = useMemo(() => readValues(form.fields, raw), [form, raw]);
  const valid = Object.keys(read.errors).length === 0;
  const payload = form.scalar ? read.value[form.fields[0]!.name] : read.value;
  const { setDraft } = root;
  useEffect(() => {
    if (open) setDraft(view.id, { decision: "answer", payload, valid });
  }, [open, setDraft, view.id, payload, valid]);
  const set = (k: string, v: string | boolean) => {
    setTouched(true);
    setRaw((r) => ({ ...r, [k]: v }));
  };
  return (
    <div data-rui="interrupt-schema-form" data-fallback={form.fallback ? "" : undefined} {...props} ref={ref}>
      {form.description ? <p data-rui="interrupt-help">{form.description}</p> : null}
      {form.fields.map((f) => (
        <Field key={f.path.join("/") || "value"} {...{ f: f.kind === "json" && form.fallback ? { ...f, label: root.labels.jsonAnswer } : f, raw, errors: read.errors, touched, set, idBase: `${root.idBase}-${view.id}`, disabled: !open, labels: root.labels }} />
      ))}
    </div>
  );
});
