/**
 * A deterministic ~200 KB markdown reasoning trace, shaped like a reasoning model's summaries: bold step titles,
 * paragraphs with inline code, emphasis and links, lists, fenced code blocks and a table now and then.
 */
const words = "the forecast for Paris shows rain later today so I should check the hourly data before I answer and compare two sources".split(" ");

function paragraph(seed: number, length: number): string {
  const out: string[] = [];
  for (let i = 0; i < length; i++) {
    const w = words[(seed * 7 + i * 13) % words.length]!;
    out.push(i % 17 === 5 ? `**${w}**` : i % 19 === 7 ? `\`${w}()\`` : i % 23 === 11 ? `*${w}*` : w);
  }
  return out.join(" ") + ".";
}

/** The trace, `bytes` long or a little more (UTF-16 code units; ASCII, so bytes). */
export function makeTrace(bytes: number): string {
  const blocks: string[] = [];
  let size = 0;
  for (let step = 1; size < bytes; step++) {
    const parts = [`**Step ${step}: checking source ${step % 5}**`, paragraph(step, 40 + (step % 30)), paragraph(step + 1, 25)];
    if (step % 4 === 0) parts.push(`- ${paragraph(step, 8)}\n- ${paragraph(step + 2, 10)}\n- see [the docs](https://example.com/docs/${step})`);
    if (step % 6 === 0) parts.push("```ts\n" + `const rain${step} = await fetchHourly("Paris", ${step});\nif (rain${step} > 0.5) suggest("umbrella");` + "\n```");
    if (step % 9 === 0) parts.push(`| hour | rain |\n|---:|---:|\n| ${step % 24}:00 | ${(step * 7) % 100} % |\n| ${(step + 1) % 24}:00 | ${(step * 11) % 100} % |`);
    const block = parts.join("\n\n") + "\n\n";
    blocks.push(block);
    size += block.length;
  }
  return blocks.join("");
}

/** `text` cut into deltas of 16–48 characters (mean ≈ `mean`), as a model's tokens arrive in groups. */
export function toDeltas(text: string, mean: number): string[] {
  const out: string[] = [];
  let at = 0;
  for (let i = 0; at < text.length; i++) {
    const n = Math.max(1, Math.round(mean * (0.5 + ((i * 37) % 100) / 100)));
    out.push(text.slice(at, at + n));
    at += n;
  }
  return out;
}
