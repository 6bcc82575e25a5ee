export * from "./admin.ts";
export * from "./auth.ts";
export * from "./content.ts";
export * from "./envelope.ts";
export * from "./errors.ts";
export * from "./market.ts";
export * from "./user.ts";
export * from "./wallet.ts";
