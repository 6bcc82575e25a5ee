import { SaleDetailScreen } from "../components/sale-view";

/**
 * A sale (`artworkDetail?id=<sale id>`): an image or GIF artwork, or a blind-box series with its rarity
 * table and proof; an audio or video artwork is sent on to `artworkDetail_video`.
 */
export default function ArtworkDetailPage() {
  return <SaleDetailScreen variant="image" />;
}
