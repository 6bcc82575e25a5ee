import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SequencedChannel } from "./realtime.ts";

type M = { seq: number };

/** A server whose state is its message count; a resync answers the count at that moment. */
function setup(serverSeq: () => number) {
  const applied: number[] = [];
  let syncs = 0;
  const channel = new SequencedChannel<M>(
    (m) => applied.push(m.seq),
    async (last) => {
      syncs++;
      const now = serverSeq();
      // the catch-up brings the state to `now`: here by replaying what the socket missed
      for (let s = (last ?? now) + 1; s <= now; s++) applied.push(s);
      return now;
    },
  );
  return { channel, applied, syncs: () => syncs };
}

describe("SequencedChannel", () => {
  it("waits for the first sync, then applies in order, dropping repeats", async () => {
    let server = 3;
    const { channel, applied } = setup(() => server);
    channel.receive({ seq: 4 });
    server = 4;
    await channel.resync();
    channel.receive({ seq: 4 });
    channel.receive({ seq: 5 });
    channel.receive({ seq: 5 });
    expect(applied).toEqual([4, 5]);
    expect(channel.seq).toBe(5);
  });

  it("whatever the losses, repeats and reordering, ends contiguous and at the server's state", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ drop: fc.boolean(), dup: fc.boolean(), swap: fc.boolean() }), { maxLength: 60 }),
        async (plan) => {
          let server = 0;
          const { channel, applied } = setup(() => server);
          await channel.resync();
          const inFlight: M[] = [];
          for (const step of plan) {
            server++;
            if (!step.drop) inFlight.push({ seq: server });
            if (step.dup) inFlight.push({ seq: server });
            if (step.swap && inFlight.length >= 2) inFlight.push(...inFlight.splice(-2, 1));
            if (inFlight.length > 3) channel.receive(inFlight.shift()!);
          }
          for (const m of inFlight) channel.receive(m);
          await channel.resync(); // a reconnect
          expect(applied).toEqual(Array.from({ length: server }, (_, i) => i + 1));
          expect(channel.seq).toBe(server);
        },
      ),
    );
  });
});
