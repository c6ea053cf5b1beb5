/** The demo agent's tools: declared to the model, run by the agent itself (fake data, no network). */

export interface DemoTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: { type: "object"; properties: Record<string, unknown>; required?: string[] };
  run(args: Record<string, unknown>): unknown;
}

const WEATHER: Record<string, { temp_c: number; sky: string }> = {
  paris: { temp_c: 18, sky: "sunny" },
  london: { temp_c: 12, sky: "cloudy" },
};

export const DEMO_TOOLS: readonly DemoTool[] = [
  {
    name: "get_weather",
    description: "Current weather for a city (demo data).",
    parameters: { type: "object", properties: { city: { type: "string", description: "City name" } }, required: ["city"] },
    run: (args) => {
      const city = typeof args.city === "string" ? args.city : "";
      return { city, ...(WEATHER[city.toLowerCase()] ?? { temp_c: 20, sky: "clear" }) };
    },
  },
  {
    name: "get_units",
    description: "The user's preferred temperature unit.",
    parameters: { type: "object", properties: {} },
    run: () => ({ unit: "celsius" }),
  },
];

/** Runs tool `name` with JSON `args`; unknown tools and malformed arguments give `{ error }`, never a throw. */
export function runDemoTool(name: string, args: string): string {
  const tool = DEMO_TOOLS.find((t) => t.name === name);
  if (!tool) return JSON.stringify({ error: `Unknown tool '${name}'.` });
  let parsed: unknown;
  try {
    parsed = args === "" ? {} : JSON.parse(args);
  } catch {
    return JSON.stringify({ error: "Arguments are not JSON." });
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return JSON.stringify({ error: "Arguments are not an object." });
  return JSON.stringify(tool.run(parsed as Record<string, unknown>));
}
