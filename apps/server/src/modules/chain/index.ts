export type { ChainAdapter } from "./chain.adapter.ts";
export { chainLine } from "./chain.plugin.ts";
export type { ChainService } from "./chain.service.ts";
