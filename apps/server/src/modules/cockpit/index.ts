export { cockpitLine } from "./cockpit.plugin.ts";
export type { CockpitService } from "./cockpit.service.ts";
