import Swiper from "antd-mobile/es/components/swiper";
import type { ArticleSummary } from "../../../api/types";
import { BannerSlide } from "./banner-slide";
import styles from "./home-content.module.css";

/**
 * The banner carousel (category 5). Loaded on its own (home.tsx imports it lazily) because the swiper
 * brings its gesture and animation code; until it has loaded, home shows the first banner as it is.
 */
export default function BannerCarousel({ banners }: { banners: readonly ArticleSummary[] }) {
  return (
    <Swiper
      className={styles.swiper}
      autoplay={banners.length > 1}
      autoplayInterval={4000}
      loop={banners.length > 1}
      indicatorProps={{ className: styles.dots }}
      data-testid="banner-carousel"
    >
      {banners.map((b) => (
        <Swiper.Item key={b.id}>
          <BannerSlide banner={b} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
