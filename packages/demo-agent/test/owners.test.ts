import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPrincipal } from "../src/index";
import { input, startAgent, user } from "./helpers";

// The demo agent with a principal secret (issue 41): runs belong to the token's user; no / bad token → 401;
// another user's re-attach, status and cancel are answered as for an unknown run; run ids must be UUIDs.

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
let ctx: Awaited<ReturnType<typeof startAgent>>;
beforeAll(async () => {
  ctx = await startAgent({ authSecret: SECRET, paceMs: 40 });
});
afterAll(() => ctx?.agent.close());

const as = async (who: string) => ({ authorization: `Bearer ${await signPrincipal(SECRET, who)}` });
const post = async (body: unknown, headers: Record<string, string>) =>
  fetch(ctx.url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "text/event-stream", ...headers }, body: JSON.stringify(body) });

describe("demo agent run owners (authSecret)", () => {
  it("no token, a forged token or an expired one → 401 before the body is read", async () => {
    expect((await post(input([user("hi")]), {})).status).toBe(401);
    const forged = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject("alice").setAudience("reasoning-ui-agent").setExpirationTime("1m").sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    const res = await post(input([user("hi")]), { authorization: `Bearer ${forged}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
    const expired = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject("alice").setAudience("reasoning-ui-agent").setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(new TextEncoder().encode(SECRET));
    expect((await post(input([user("hi")]), { authorization: `Bearer ${expired}` })).status).toBe(401);
  });

  it("bob with alice's ids gets exactly what an unknown run gets, for re-attach, status and cancel; alice still follows and cancels", async () => {
    const body = input([user("tell me a long story")]);
    const started = await post(body, await as("alice"));
    expect(started.status).toBe(200);
    const reader = started.body!.getReader();
    await reader.read();
    const bob = await as("bob");
    const unknown = randomUUID();
    for (const [suffix, method] of [["", "GET"], ["/status", "GET"], ["/cancel", "POST"]] as const) {
      const path = (id: string) => `${ctx.url}/runs/${id}${suffix}?threadId=${body.threadId}`;
      const stolen = await fetch(path(body.runId), { method, headers: bob });
      const none = await fetch(path(unknown), { method, headers: bob });
      expect(stolen.status, suffix || "attach").toBe(404);
      expect(none.status).toBe(404);
      expect(await stolen.text()).toBe(await none.text());
      expect((await fetch(path(body.runId), { method })).status).toBe(401);
    }
    const status = await fetch(`${ctx.url}/runs/${body.runId}/status?threadId=${body.threadId}`, { headers: await as("alice") });
    expect(await status.json()).toMatchObject({ status: "running" });
    const cancel = await fetch(`${ctx.url}/runs/${body.runId}/cancel?threadId=${body.threadId}`, { method: "POST", headers: await as("alice") });
    expect(await cancel.json()).toMatchObject({ status: "cancelled" });
    await reader.cancel().catch(() => undefined);
  });

  it("a logged run's id must be a UUID", async () => {
    const res = await post({ ...input([user("hi")]), runId: "run-1" }, await as("alice"));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_run_id" } });
  });
});
