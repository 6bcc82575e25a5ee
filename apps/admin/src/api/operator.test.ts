import { describe, expect, it } from "vitest";
import { can } from "./operator";
import type { Operator } from "./types";

const as = (role: string): Operator => ({
  id: 1,
  username: role,
  role,
  totp_bound: true,
  totp_required: true,
});

describe("can", () => {
  it("follows the server's operator guards", () => {
    expect(can(as("admin"), "settings")).toBe(true);
    expect(can(as("reviewer"), "kyc")).toBe(true);
    expect(can(as("reviewer"), "lockUser")).toBe(false);
    expect(can(as("reviewer"), "outbox")).toBe(false);
    expect(can(as("support"), "lockUser")).toBe(true);
    expect(can(as("support"), "kyc")).toBe(false);
    expect(can(as("support"), "audit")).toBe(false);
  });

  it("lets admin and support see the money pages, and only admins move money or check the ledger", () => {
    expect(can(as("support"), "funds")).toBe(true);
    expect(can(as("reviewer"), "funds")).toBe(false);
    expect(can(as("admin"), "moveFunds")).toBe(true);
    expect(can(as("support"), "moveFunds")).toBe(false);
    expect(can(as("admin"), "ledger")).toBe(true);
    expect(can(as("support"), "ledger")).toBe(false);
  });

  it("shows P2P appeals to every role, lets only admins and reviewers decide them, and admins edit P2P", () => {
    for (const role of ["admin", "reviewer", "support"]) expect(can(as(role), "p2p")).toBe(true);
    expect(can(as("support"), "decideP2p")).toBe(false);
    expect(can(as("reviewer"), "decideP2p")).toBe(true);
    expect(can(as("reviewer"), "editP2p")).toBe(false);
    expect(can(as("admin"), "editP2p")).toBe(true);
  });

  it("shows the NFT market to admin and support, and lets only admins change it", () => {
    expect(can(as("support"), "nft")).toBe(true);
    expect(can(as("reviewer"), "nft")).toBe(false);
    expect(can(as("admin"), "editNft")).toBe(true);
    expect(can(as("support"), "editNft")).toBe(false);
  });

  it("shows growth to admin and support, and lets only admins change rates, rules, kings and coupons", () => {
    expect(can(as("admin"), "growth")).toBe(true);
    expect(can(as("support"), "growth")).toBe(true);
    expect(can(as("reviewer"), "growth")).toBe(false);
    expect(can(as("admin"), "editGrowth")).toBe(true);
    expect(can(as("support"), "editGrowth")).toBe(false);
    expect(can(as("reviewer"), "editGrowth")).toBe(false);
  });

  it("allows nothing before the operator is known or for an unknown role", () => {
    expect(can(undefined, "users")).toBe(false);
    expect(can(as("intern"), "users")).toBe(false);
  });
});
