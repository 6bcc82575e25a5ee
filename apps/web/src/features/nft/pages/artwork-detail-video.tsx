import { SaleDetailScreen } from "../components/sale-view";

/**
 * A sale of an audio or video artwork (`artworkDetail_video?id=<sale id>`), with the browser's own
 * player (nothing is fetched before play); any other sale is sent on to `artworkDetail`.
 */
export default function ArtworkDetailVideoPage() {
  return <SaleDetailScreen variant="video" />;
}
