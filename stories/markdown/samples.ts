/** Markdown texts for the markdown and export stories. */
export const MD_REASONING = [
  "**Checking the forecast**",
  "The user asks whether to take an umbrella to *Paris* tomorrow. I will call `get_weather` and compare two sources:",
  "1. Météo-France hourly data\n2. The [Open-Meteo API](https://open-meteo.com/en/docs)",
  "| hour | rain |\n|---:|---:|\n| 09:00 | 10 % |\n| 15:00 | 70 % |",
  "```python\nrain = max(hourly[\"15:00\"], hourly[\"18:00\"])\nif rain > 0.5:\n    suggest(\"umbrella\")\n```",
  "> Mornings stay dry; rain is likely after 2 pm.",
  "So the answer depends on ~~the morning~~ when they go out.",
].join("\n\n");

export const MD_ANSWER = "**Yes — take a compact umbrella.**\n\n- Rain is likely after 2 pm (70 %).\n- The morning should stay dry.\n\nSource: [Météo-France](https://meteofrance.com).";

/** Hostile input: every way markdown is used to smuggle script or exfiltrate data. */
export const UNSAFE = [
  "Click [here](javascript:alert(document.cookie)) or [there](JaVaScRiPt:alert(1)) or [data](data:text/html,<script>alert(1)</script>).",
  '<img src=x onerror="alert(1)"> <script>alert("xss")</script>',
  '<iframe src="https://evil.example"></iframe>',
  "![tracking pixel](https://evil.example/pixel.png?cookie=1) and an [honest link](https://example.com).",
  "<a href=\"javascript:alert(1)\">raw anchor</a> and <b onmouseover=\"alert(1)\">bold tag</b>",
].join("\n\n");

/** Snapshots of a stream cut mid-construct, each as it would be rendered at that instant. */
export const INCOMPLETE: { label: string; text: string }[] = [
  { label: "Unclosed bold", text: "The forecast says **light rain in the aftern" },
  { label: "Unclosed inline code", text: "Next I call `get_weath" },
  { label: "Unclosed code fence", text: "Plan:\n\n```python\nrain = max(hourly[\"15:00\"],\n" },
  { label: "Half a link", text: "According to [Météo-France](https://meteofr" },
  { label: "Unclosed strikethrough and italic", text: "Not ~~the morning, *but the after" },
  { label: "Table header only", text: "| hour | rain |\n|---:|" },
];
