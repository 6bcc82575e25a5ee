import { Swiper } from "antd-mobile";
import { useNavigate } from "react-router-dom";
import type { ArticleSummary } from "../../../api/types";
import { linkTarget } from "../../../app/paths";
import styles from "./home-content.module.css";

/**
 * The banner carousel (category 5): each cover image, tapping it follows its link. Loaded on its
 * own (home.tsx imports it lazily) because the swiper brings its gesture and animation code.
 */
export default function BannerCarousel({ banners }: { banners: readonly ArticleSummary[] }) {
  const navigate = useNavigate();
  return (
    <Swiper
      className={styles.swiper}
      autoplay={banners.length > 1}
      autoplayInterval={4000}
      loop={banners.length > 1}
      indicatorProps={{ className: styles.dots }}
      data-testid="banner-carousel"
    >
      {banners.map((b) => {
        const target = linkTarget(b.link, b.title);
        return (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className={styles.banner}
              onClick={target ? () => navigate(target) : undefined}
              data-testid="banner"
            >
              {b.cover ? <img className={styles.bannerImage} src={b.cover} alt="" /> : null}
              <span className={styles.bannerTitle} data-testid="banner-title">
                {b.title}
              </span>
            </button>
          </Swiper.Item>
        );
      })}
    </Swiper>
  );
}
