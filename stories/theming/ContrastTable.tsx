import type { CSSProperties } from "react";
import type { PairResult } from "./contrast";

const cell: CSSProperties = { padding: "2px 6px", borderBlockEnd: "1px solid var(--rui-color-border)", textAlign: "start" };

/** The live WCAG contrast of every text/background pair; a failing pair is marked in words, not by colour alone. */
export function ContrastTable({ pairs, baseline }: { pairs: PairResult[]; baseline: PairResult[] }) {
  const failing = pairs.filter((p) => !p.pass).length;
  return (
    <section aria-labelledby="contrast-h" style={{ marginBlockStart: "1.5rem" }}>
      <h3 id="contrast-h" style={{ margin: "0 0 0.5rem", fontSize: "var(--rui-font-size-sm)", color: "var(--rui-color-text-muted)", fontWeight: 600 }}>
        Contrast (WCAG AA: 4.5:1 text, 3:1 UI parts)
      </h3>
      <p role="status" data-contrast-summary={failing} style={{ margin: "0 0 0.5rem", fontSize: "var(--rui-font-size-sm)" }}>
        {failing ? `${failing} of ${pairs.length} pairs fail AA` : `All ${pairs.length} pairs pass AA`}
      </p>
      <div style={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label="Contrast of each pair">
      <table style={{ borderCollapse: "collapse", width: "100%", font: "12px/1.5 var(--rui-font-family-mono)" }}>
        <thead>
          <tr>
            <th style={cell}>Text / part</th>
            <th style={cell}>On</th>
            <th style={cell}>Ratio</th>
            <th style={cell}>Needs</th>
            <th style={cell}>Result</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((p) => {
            const was = baseline.find((b) => b.fg === p.fg && b.bg === p.bg);
            return (
              <tr key={`${p.fg}/${p.bg}`} data-pair={`${p.fg} on ${p.bg}`} data-pass={p.pass} title={p.role}>
                <td style={cell}>{p.fg}</td>
                <td style={cell}>{p.bg}</td>
                <td style={cell}>{p.ratio.toFixed(2)}:1</td>
                <td style={cell}>{p.min}:1</td>
                <td style={{ ...cell, color: p.pass ? undefined : "var(--rui-color-danger)", fontWeight: p.pass ? undefined : 700 }}>
                  {p.pass ? "pass" : was?.pass ? "FAIL (broken by an edit)" : "FAIL"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
    </section>
  );
}
