import type { OutcomeRule } from "./inputs.ts";

/** NFT outcomes in the one proof format. */
export const NFT_RULES: Record<string, OutcomeRule> = {};
