import type { OutcomeRule } from "./inputs.ts";

/** Earn products' outcomes in the one proof format. */
export const EARN_RULES: Record<string, OutcomeRule> = {};
