import type { KycLevelState } from "../../../api/types";

/** users.real_state → its label: 0 none, 1 under review, 2 certified, 3 rejected. */
const realStateLabel = ["setting.kyc0", "setting.kyc1", "setting.kyc2", "setting.kyc3"] as const;

export function kycLabel(realState: number) {
  return realStateLabel[realState] ?? "setting.kyc0";
}

/** A level's state → its label. */
export const levelStateLabel = {
  none: "setting.kyc0",
  review: "setting.kyc1",
  certified: "setting.kyc2",
  rejected: "setting.kyc3",
} as const satisfies Record<KycLevelState["state"], string>;

/** A level can be (re)submitted when never sent or rejected. */
export function canSubmit(level: KycLevelState): boolean {
  return level.state === "none" || level.state === "rejected";
}
