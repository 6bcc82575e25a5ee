export { demoLine } from "./demo.plugin.ts";
export { demoRoutes } from "./demo.routes.ts";
export { type Closer, createDemoService, type DemoService } from "./demo.service.ts";
