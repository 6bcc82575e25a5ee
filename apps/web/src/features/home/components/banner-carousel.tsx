import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ArticleSummary } from "../../../api/types";
import { BannerSlide } from "./banner-slide";
import styles from "./home-content.module.css";
import { useBannerAutoplay, useSlideIndex } from "./use-banner-autoplay";

/**
 * The banner carousel (category 5): a list that scrolls sideways one banner at a time on the browser's
 * own snap points (a finger swipes it natively), moving on by itself (useBannerAutoplay), with a dot
 * per banner that shows the current one and scrolls to its own.
 */
export function BannerCarousel({ banners }: { banners: readonly ArticleSummary[] }) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLElement>(null);
  const count = banners.length;
  const current = useSlideIndex(scroller, count);
  useBannerAutoplay(scroller, area, count);

  const show = (index: number) => {
    const list = scroller.current;
    if (!list) return;
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({ left: index * list.clientWidth, behavior: still ? "auto" : "smooth" });
  };

  return (
    <div ref={area} className={styles.carousel} data-testid="banner-carousel">
      <section
        ref={scroller}
        className={styles.carouselTrack}
        aria-roledescription="carousel"
        aria-label={t("home.banners")}
      >
        {banners.map((b, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel's slide is a group (WAI-ARIA's carousel pattern), not a form's fieldset
          <div
            key={b.id}
            className={styles.carouselSlide}
            role="group"
            aria-roledescription="slide"
            aria-label={t("home.banner", { n: i + 1 })}
          >
            <BannerSlide banner={b} />
          </div>
        ))}
      </section>
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={styles.dot}
              aria-label={t("home.banner", { n: i + 1 })}
              aria-current={i === current ? "true" : undefined}
              onClick={() => show(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
