import { describe, expect, it } from "vitest";
import {
  type BonusRowFields,
  claimLeftMs,
  dueRows,
  groupBonusRows,
  isBonusState,
  missedEvent,
} from "./bonus";

const row = (key: string, task: string, over: Partial<BonusRowFields> = {}): BonusRowFields => ({
  key,
  task,
  min: "0",
  state: "open",
  claim_until: null,
  ...over,
});

const keys = (rows: readonly { key: string }[]) => rows.map((r) => r.key);

describe("the bonus tasks as the screen groups them", () => {
  const rows = [
    row("invitee_deposit:42", "invitee_deposit", { min: "10000" }),
    row("contract_tier:500000", "contract_tier", { min: "500000" }),
    row("first_contract", "first_contract", { min: "10000" }),
    row("contract_tier:100000", "contract_tier", { min: "100000" }),
    row("invitee_deposit", "invitee_deposit", { min: "10000" }),
    row("kyc2", "kyc2"),
    row("weekly_trade", "weekly_trade"),
    row("contract_tier:1000000", "contract_tier", { min: "1000000" }),
    row("first_deposit", "first_deposit", { min: "1000" }),
    row("invitee_deposit:7", "invitee_deposit", { min: "10000" }),
  ];

  it("lists the single tasks first, in the programme's order, then any task it does not know", () => {
    const [tasks] = groupBonusRows(rows);
    expect(tasks?.kind).toBe("tasks");
    expect(keys(tasks?.rows ?? [])).toEqual(["kyc2", "first_deposit", "first_contract", "weekly_trade"]);
  });

  it("keeps the first contract's tiers as one block, by threshold", () => {
    const tiers = groupBonusRows(rows).find((b) => b.kind === "tiers");
    expect(keys(tiers?.rows ?? [])).toEqual([
      "contract_tier:100000",
      "contract_tier:500000",
      "contract_tier:1000000",
    ]);
  });

  it("keeps the invitees' deposits as one block, the rule's own row first", () => {
    const invites = groupBonusRows(rows).find((b) => b.kind === "invites");
    expect(keys(invites?.rows ?? [])).toEqual(["invitee_deposit", "invitee_deposit:42", "invitee_deposit:7"]);
  });

  it("orders the blocks tasks, tiers, invites and leaves empty ones out", () => {
    expect(groupBonusRows(rows).map((b) => b.kind)).toEqual(["tasks", "tiers", "invites"]);
    expect(groupBonusRows([row("contract_tier:100000", "contract_tier")]).map((b) => b.kind)).toEqual([
      "tiers",
    ]);
    expect(groupBonusRows([])).toEqual([]);
  });

  it("shows every row once", () => {
    const shown = groupBonusRows(rows).flatMap((b) => keys(b.rows));
    expect(shown.sort()).toEqual(keys(rows).sort());
  });
});

describe("the window to claim a task", () => {
  const now = Date.parse("2026-03-05T12:00:00Z");

  it("counts down to claim_until while the row is claimable", () => {
    const r = row("kyc2", "kyc2", { state: "claimable", claim_until: "2026-03-05T13:00:00Z" });
    expect(claimLeftMs(r, now)).toBe(3_600_000);
  });

  it("has no countdown for a row in any other state, or without a time", () => {
    expect(
      claimLeftMs(row("kyc2", "kyc2", { state: "claimed", claim_until: "2026-03-05T13:00:00Z" }), now),
    ).toBeNull();
    expect(claimLeftMs(row("kyc2", "kyc2", { state: "claimable" }), now)).toBeNull();
    expect(claimLeftMs(row("kyc2", "kyc2", { state: "claimable", claim_until: "soon" }), now)).toBeNull();
  });

  it("names the claimable rows whose window has closed, so the tasks are read again", () => {
    const rows = [
      row("kyc2", "kyc2", { state: "claimable", claim_until: "2026-03-05T12:00:00Z" }),
      row("first_deposit", "first_deposit", { state: "claimable", claim_until: "2026-03-06T12:00:00Z" }),
      row("first_contract", "first_contract", { state: "expired", claim_until: "2026-03-01T12:00:00Z" }),
    ];
    expect(dueRows(rows, now)).toEqual(["kyc2:2026-03-05T12:00:00Z"]);
  });
});

describe("task words", () => {
  it("knows the states it has words for", () => {
    for (const s of ["open", "claimable", "claimed", "expired", "missed", "taken"])
      expect(isBonusState(s)).toBe(true);
    expect(isBonusState("paid")).toBe(false);
  });

  it("says which first event a missed row was about", () => {
    expect(missedEvent("first_deposit")).toBe("deposit");
    expect(missedEvent("invitee_deposit")).toBe("deposit");
    expect(missedEvent("first_contract")).toBe("contract");
    expect(missedEvent("contract_tier")).toBe("contract");
    expect(missedEvent("kyc2")).toBeNull();
  });
});
