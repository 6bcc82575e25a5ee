export { nftAdminRoutes } from "./nft.admin.routes.ts";
export { createNftConsole, type NftConsole } from "./nft.console.ts";
export { createNftMedia } from "./nft.media.ts";
export { nftLine } from "./nft.plugin.ts";
export { nftRoutes } from "./nft.routes.ts";
export { createNftService, type NftService } from "./nft.service.ts";
