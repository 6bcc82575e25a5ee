import type { RouteObject } from "react-router-dom";
import { nftPaths as paths } from "./nft-paths";
import type { LineRoutes, Screen } from "./routes";

const at = (path: string) => path.slice(1);

/**
 * The NFT market's screens (spec §7 "NFT"). Guests may look at the market, the artists, the sales and a
 * blind-box series' proof (buying, joining an auction, bidding and favourites ask them to log in);
 * buying, paying, reselling, one's NFTs and one's bids, orders and messages ask them to log in first.
 */
export default function nftRoutes(screen: Screen): LineRoutes {
  const guest: RouteObject[] = [
    { path: at(paths.home), lazy: screen(() => import("../../features/nft/pages/home")) },
    { path: at(paths.artistDetail), lazy: screen(() => import("../../features/nft/pages/artist-detail")) },
    { path: at(paths.artworkDetail), lazy: screen(() => import("../../features/nft/pages/artwork-detail")) },
    {
      path: at(paths.artworkDetailVideo),
      lazy: screen(() => import("../../features/nft/pages/artwork-detail-video")),
    },
    { path: at(paths.verify), lazy: screen(() => import("../../features/nft/pages/verify")) },
  ];
  const signedIn: RouteObject[] = [
    { path: at(paths.purchase), lazy: screen(() => import("../../features/nft/pages/purchase")) },
    { path: at(paths.purchaseOne), lazy: screen(() => import("../../features/nft/pages/purchase-one")) },
    { path: at(paths.resell), lazy: screen(() => import("../../features/nft/pages/resell")) },
    { path: at(paths.myNft), lazy: screen(() => import("../../features/nft/pages/my-nft")) },
    { path: at(paths.mine), lazy: screen(() => import("../../features/nft/pages/mine")) },
  ];
  return { guest, signedIn };
}
