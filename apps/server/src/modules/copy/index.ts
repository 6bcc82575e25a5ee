export { type CopyService, createCopyService } from "./copy.service.ts";
