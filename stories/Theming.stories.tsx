import type { Meta, StoryObj } from "@storybook/react-vite";
import { Composer, HiddenReasoningIndicator, ReasoningPanel, ToolCallView } from "@reasoning-ui/react";
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import stylesText from "../packages/react/src/styles.css?raw";
import { T0 } from "./support/args";
import { parseCssVariables, toHex6 } from "./support/cssVariables";
import { SAMPLE_REASONING, SAMPLE_SUMMARY } from "./support/events";

const VARIABLES = parseCssVariables(stylesText);
const GROUPS = [...new Set(VARIABLES.map((v) => v.group))];

const heading: CSSProperties = { margin: "0 0 0.5rem", fontSize: "var(--rui-font-size-sm)", color: "var(--rui-color-text-muted)", fontWeight: 600 };
const field: CSSProperties = {
  boxSizing: "border-box",
  width: "100%",
  minWidth: 0,
  padding: "2px 6px",
  font: "12px/1.6 var(--rui-font-family-mono)",
  color: "var(--rui-color-text)",
  background: "var(--rui-color-bg)",
  border: "1px solid var(--rui-color-border)",
  borderRadius: 4,
};

/** The preview: every visibility mode, plus a tool call and the composer. */
function Preview() {
  return (
    <div style={{ display: "grid", gap: "1.25rem" }}>
      <section aria-labelledby="pv-visible">
        <h3 id="pv-visible" style={heading}>
          Visible — streaming and complete
        </h3>
        <ReasoningPanel status="streaming" startedAt={Date.now() - 4_000} text={SAMPLE_REASONING.slice(0, 160)} />
        <ReasoningPanel status="complete" startedAt={T0} endedAt={T0 + 12_000} text={SAMPLE_REASONING} defaultOpen />
      </section>
      <section aria-labelledby="pv-summary">
        <h3 id="pv-summary" style={heading}>
          Summary — badge inline and block
        </h3>
        <ReasoningPanel visibility="summary" startedAt={T0} endedAt={T0 + 8_000} text={SAMPLE_SUMMARY} defaultOpen />
        <ReasoningPanel visibility="summary" status="interrupted" startedAt={T0} endedAt={T0 + 3_000} text={SAMPLE_SUMMARY} badgeVariant="block" />
      </section>
      <section aria-labelledby="pv-hidden">
        <h3 id="pv-hidden" style={heading}>
          Hidden — indicator inline and block
        </h3>
        <HiddenReasoningIndicator startedAt={T0} endedAt={T0 + 5_000} />
        <HiddenReasoningIndicator variant="block" status="streaming" />
      </section>
      <section aria-labelledby="pv-more">
        <h3 id="pv-more" style={heading}>
          Tool call and composer
        </h3>
        <ToolCallView name="get_weather" args='{"city":"Paris"}' result='{"forecast":"rain after 14:00"}' hasEncryptedReasoning />
        <div style={{ marginBlockStart: "1rem" }}>
          <Composer onSend={() => {}} />
        </div>
      </section>
    </div>
  );
}

/**
 * A live theme editor: every `--rui-*` variable declared in `styles.css` (parsed from the file itself), with
 * its current value in the selected toolbar theme. Edit any value and the preview updates at once; the
 * overrides are printed as CSS to paste into your app.
 */
function ThemeEditor({ theme }: { theme: string }) {
  const base = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState<Record<string, string>>({});
  const [overrides, setOverrides] = useState<Record<string, string>>({});

  // Read each variable's value in the selected theme (without the overrides).
  useLayoutEffect(() => {
    if (!base.current) return;
    const cs = getComputedStyle(base.current);
    setCurrent(Object.fromEntries(VARIABLES.map((v) => [v.name, cs.getPropertyValue(v.name).trim()])));
  }, [theme]);

  // An emptied field stays empty while the designer types; only non-empty values apply.
  const set = (name: string, value: string) => setOverrides((o) => ({ ...o, [name]: value }));
  const applied = useMemo(() => Object.fromEntries(Object.entries(overrides).filter(([, v]) => v.trim() !== "")), [overrides]);
  const css = useMemo(() => {
    const entries = Object.entries(applied);
    return entries.length ? `:root {\n${entries.map(([k, v]) => `  ${k}: ${v};`).join("\n")}\n}` : "/* Change a value to see your overrides here. */";
  }, [applied]);

  return (
    <div ref={base} className="story-theming">
    <div className="story-theming-columns">
      <form aria-label="Theme variables" className="story-theming-form" onSubmit={(e) => e.preventDefault()}>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", marginBlockEnd: "0.5rem" }}>
          <strong style={{ fontSize: "var(--rui-font-size-sm)" }} data-variable-count={VARIABLES.length}>
            {VARIABLES.length} variables
          </strong>
          <button type="button" onClick={() => setOverrides({})} disabled={!Object.keys(overrides).length}>
            Reset all
          </button>
        </div>
        {GROUPS.map((group) => (
          <fieldset key={group} style={{ border: "1px solid var(--rui-color-border)", borderRadius: 6, margin: "0 0 0.75rem", padding: "0.25rem 0.75rem 0.5rem" }}>
            <legend style={{ ...heading, margin: 0, paddingInline: 4, textTransform: "capitalize" }}>{group}</legend>
            {VARIABLES.filter((v) => v.group === group).map((v) => {
              const value = overrides[v.name] ?? current[v.name] ?? v.defaultValue;
              const hex = toHex6(value);
              const id = `var${v.name}`;
              return (
                <div key={v.name} data-variable={v.name} style={{ display: "grid", gridTemplateColumns: "minmax(0, 12rem) 1.75rem minmax(0, 1fr)", gap: 6, alignItems: "center", marginBlock: 3 }}>
                  <label htmlFor={id} style={{ font: "12px var(--rui-font-family-mono)", overflowWrap: "anywhere", fontWeight: applied[v.name] ? 700 : 400 }}>
                    {v.name}
                  </label>
                  {hex ? (
                    <input type="color" aria-label={`${v.name} colour picker`} value={hex} onChange={(e) => set(v.name, e.target.value)} style={{ width: "1.75rem", height: "1.5rem", padding: 0, border: 0, background: "none" }} />
                  ) : (
                    <span />
                  )}
                  <input id={id} type="text" spellCheck={false} value={value} onChange={(e) => set(v.name, e.target.value)} style={field} />
                </div>
              );
            })}
          </fieldset>
        ))}
      </form>
      <div className="story-theming-preview">
        <div data-theme-preview="" style={applied as CSSProperties}>
          <Preview />
        </div>
        <h3 style={{ ...heading, marginBlockStart: "1.5rem" }} id="css-out">
          Your overrides (CSS)
        </h3>
        <pre aria-labelledby="css-out" data-css-output="" style={{ ...field, padding: "0.75rem", whiteSpace: "pre-wrap", background: "var(--rui-color-code-bg)" }}>
          {css}
        </pre>
      </div>
    </div>
    </div>
  );
}

const meta = {
  title: "Theming/Variables",
  parameters: {
    docs: {
      description: {
        component:
          "Every visual value of the kit is a `--rui-*` CSS variable. This editor lists all of them (parsed from `styles.css`), " +
          "shows their value in the toolbar's theme (light / dark / brand) and applies your edits live to every visibility mode.",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const LiveEditor: Story = {
  render: (_args, { globals }) => <ThemeEditor theme={String(globals.theme ?? "light")} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const declared = new Set(stylesText.match(/--rui-[\w-]+(?=\s*:)/g));
    await expect(declared.size).toBeGreaterThan(40);
    await expect(canvasElement.querySelectorAll("[data-variable]")).toHaveLength(declared.size);
    const preview = canvasElement.querySelector<HTMLElement>("[data-theme-preview]")!;

    const accent = canvas.getByLabelText("--rui-color-accent") as HTMLInputElement;
    await waitFor(() => expect(accent.value).toMatch(/^#[0-9a-f]{6}$/i));
    await userEvent.clear(accent);
    await userEvent.type(accent, "#c2410c");
    await expect(getComputedStyle(preview).getPropertyValue("--rui-color-accent").trim()).toBe("#c2410c");
    const send = within(preview).getByRole("button", { name: "Send" });
    // (after the button's background transition)
    await waitFor(() => expect(getComputedStyle(send).backgroundColor).toBe("rgb(194, 65, 12)"));

    const radius = canvas.getByLabelText("--rui-radius-md");
    await userEvent.clear(radius);
    await userEvent.type(radius, "0px");
    await expect(getComputedStyle(preview.querySelector('[data-rui="tool-call"]')!).borderTopLeftRadius).toBe("0px");

    const output = canvasElement.querySelector("[data-css-output]")!;
    await expect(output).toHaveTextContent("--rui-color-accent: #c2410c;");
    await expect(output).toHaveTextContent("--rui-radius-md: 0px;");

    await userEvent.click(canvas.getByRole("button", { name: "Reset all" }));
    await expect(preview.style.getPropertyValue("--rui-color-accent")).toBe("");
  },
};
