import type { SchemaField } from "@reasoning-ui/core";

/** Raw input values of a schema form, keyed by the field's path joined with "/" ("" for a scalar root). */
export type RawValues = Record<string, string | boolean | undefined>;

const key = (f: SchemaField) => f.path.join("/");

/** Starting raw values: each field's `default`. */
export function initialValues(fields: SchemaField[], out: RawValues = {}): RawValues {
  for (const f of fields) {
    if (f.kind === "object") initialValues(f.fields, out);
    else if (f.kind === "boolean") out[key(f)] = f.default ?? false;
    else if (f.kind === "enum") out[key(f)] = f.default === undefined ? "" : String(f.options.indexOf(f.default));
    else if (f.kind === "json") out[key(f)] = f.default === undefined ? "" : JSON.stringify(f.default, null, 2);
    else out[key(f)] = f.default === undefined ? "" : String(f.default);
  }
  return out;
}

/** Per-field problems ("required", "number", "json"), keyed like {@link RawValues}. */
export type FieldErrors = Record<string, "required" | "number" | "json">;

/** The payload the fields describe and the problems that keep it from being sent. O(fields). */
export function readValues(fields: SchemaField[], raw: RawValues, errors: FieldErrors = {}): { value: Record<string, unknown>; errors: FieldErrors } {
  const value: Record<string, unknown> = {};
  for (const f of fields) {
    const k = key(f);
    const r = raw[k];
    if (f.kind === "object") {
      const inner = readValues(f.fields, raw, errors).value;
      if (Object.keys(inner).length > 0 || f.required) value[f.name] = inner;
      continue;
    }
    if (f.kind === "boolean") {
      value[f.name] = r === true;
      continue;
    }
    const text = typeof r === "string" ? r : "";
    if (text.trim() === "") {
      if (f.required) errors[k] = "required";
      continue;
    }
    if (f.kind === "string") value[f.name] = text;
    else if (f.kind === "enum") value[f.name] = f.options[Number(text)];
    else if (f.kind === "json") {
      try {
        value[f.name] = JSON.parse(text);
      } catch {
        errors[k] = "json";
      }
    } else {
      const n = Number(text);
      if (!Number.isFinite(n) || (f.kind === "integer" && !Number.isInteger(n)) || (f.minimum !== undefined && n < f.minimum) || (f.maximum !== undefined && n > f.maximum)) errors[k] = "number";
      else value[f.name] = n;
    }
  }
  return { value, errors };
}
