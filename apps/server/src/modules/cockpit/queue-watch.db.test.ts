import { OPERATORS_ROOM, type OperatorQueuesMessage } from "@bourse/contract/realtime";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../../testing/harness.ts";

let t: TestApp;
let address: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await testApp();
  address = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

/** A connected socket and every `queues` message it hears. */
async function socket() {
  const s = connect(address, { path: "/socket.io", transports: ["websocket"] });
  sockets.push(s);
  await new Promise((r) => s.once("hello", r));
  const heard: OperatorQueuesMessage[] = [];
  s.on("queues", (m: OperatorQueuesMessage) => heard.push(m));
  return { s, heard };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(done()).toBe(true);
};

describe("the operators' room", () => {
  it("tells operators, and no user, when a queue's request is created and decided", async () => {
    const admin = await operatorToken(t);
    const reviewer = await operatorToken(t, "reviewer");
    const userToken = await signUp(t, "room-user@bourse.test");

    const operator = await socket();
    const joined = await operator.s.emitWithAck("operator", admin);
    expect(joined).toMatchObject({ ok: true, queues: { deposits: 0, kyc: 0 } });
    const other = await socket();
    expect(await other.s.emitWithAck("operator", reviewer)).toMatchObject({ ok: true });

    // a user's socket: its own channel, but neither the operator's token check nor the room's name admit it
    const user = await socket();
    expect(await user.s.emitWithAck("auth", userToken)).toMatchObject({ ok: true });
    expect(await user.s.emitWithAck("operator", userToken)).toMatchObject({ ok: false });
    expect(await user.s.emitWithAck("sub", OPERATORS_ROOM)).toMatchObject({ ok: false });
    const stranger = await socket();
    expect(await stranger.s.emitWithAck("operator", "not-a-token")).toMatchObject({ ok: false });

    const voucher = (await upload(t, userToken, IMAGES.png)).message;
    const claim = await t.form(
      "/api/wallet/charge_req",
      { currency: "3", network: "4", amount: "25", voucher },
      userToken,
    );
    expect(claim.type).toBe("ok");
    await until(() => operator.heard.length > 0 && other.heard.length > 0);
    expect(operator.heard.at(-1)).toMatchObject({
      channel: OPERATORS_ROOM,
      queues: { deposits: 1 },
      changed: expect.arrayContaining(["deposits"]),
    });

    const seen = operator.heard.length;
    expect(
      (await t.form(`/api/admin/deposits/${claim.message.id}/reject`, { reason: "No transfer" }, admin)).type,
    ).toBe("ok");
    await until(() => operator.heard.length > seen);
    expect(operator.heard.at(-1)).toMatchObject({ queues: { deposits: 0 }, changed: ["deposits"] });

    // a write that changes no queue says nothing
    const quiet = operator.heard.length;
    await t.form("/api/user/wallet/list", {}, userToken);
    await new Promise((r) => setTimeout(r, 200));
    expect(operator.heard.length).toBe(quiet);

    expect(user.heard).toEqual([]);
    expect(stranger.heard).toEqual([]);
  });
});
