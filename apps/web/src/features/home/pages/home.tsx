import Button from "antd-mobile/es/components/button";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets } from "../../../api/get-quotation-new";
import { useUserInfo } from "../../../api/get-user-info";
import { category, HOME_LATEST, useLatestArticles } from "../../../api/post-news-list";
import { marketDetailPath, paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { GlobeIcon, SettingsIcon } from "../../../ui/icons";
import { MarketRows } from "../../../ui/market-rows";
import { displayName } from "../../../ui/mask";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { BannerCarousel } from "../components/banner-carousel";
import content from "../components/home-content.module.css";
import { NoticeTicker } from "../components/notice-ticker";
import { NewcomerBonus, QuickEntries } from "../components/quick-entries";
import { usePopupAd } from "../components/use-popup-ad";
import styles from "./home.module.css";

const logo = `${import.meta.env.BASE_URL}icon.svg`;

// The popup brings antd-mobile's gesture and animation code: it loads after the first screen, once
// there is something to show. (The banner carousel scrolls natively and comes with the screen.)
const PopupAd = lazy(() => import("../components/popup-ad"));
// The demo ⇄ real switch loads for a signed-in user only.
const AccountSwitch = lazy(() => import("../../../ui/account-switch"));

export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const user = useUserInfo();
  const banners = useLatestArticles(category.banner, HOME_LATEST);
  const notices = useLatestArticles(category.news, HOME_LATEST);
  const bannerList = (banners.data?.data ?? []).filter((b) => b.cover);
  const [ad, closeAd] = usePopupAd();

  return (
    <div data-testid="home-screen">
      <header className={styles.top}>
        <span className={styles.brand}>
          <img className={styles.logo} src={logo} alt="" />
          {t("app.name")}
        </span>
        <span className={styles.actions}>
          {token ? (
            <Suspense fallback={null}>
              <AccountSwitch />
            </Suspense>
          ) : null}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t("home.language")}
            onClick={() => navigate(paths.set)}
          >
            <GlobeIcon size={22} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t("home.settings")}
            onClick={() => navigate(paths.setting)}
          >
            <SettingsIcon size={22} />
          </button>
        </span>
      </header>

      <section className={styles.hero}>
        {token ? (
          <>
            <h1 className={styles.heroTitle} data-testid="greeting">
              {t("home.greeting", { name: user ? displayName(user) : "" })}
            </h1>
            <p className={styles.heroText}>{t("home.tagline")}</p>
            {user ? <span className={styles.uid}>{t("common.uid", { id: user.id })}</span> : null}
          </>
        ) : (
          <>
            <h1 className={styles.heroTitle}>{t("home.welcome")}</h1>
            <p className={styles.heroText}>{t("home.tagline")}</p>
            <div className={styles.heroActions}>
              <Button color="primary" onClick={() => navigate(paths.login)} data-testid="home-login">
                {t("auth.login")}
              </Button>
              <Button fill="outline" className={styles.ghost} onClick={() => navigate(paths.register)}>
                {t("auth.register")}
              </Button>
            </div>
          </>
        )}
      </section>

      {banners.isPending ? (
        <div className={content.bannerSlot} />
      ) : bannerList.length > 0 ? (
        <BannerCarousel banners={bannerList} />
      ) : null}
      <NoticeTicker notices={notices.data?.data ?? []} pending={notices.isPending} />
      <QuickEntries />
      <NewcomerBonus />

      <aside className={styles.risk} data-testid="risk-disclosure">
        <strong className={styles.riskTitle}>{t("home.riskTitle")}</strong>
        {t("home.risk")}
      </aside>

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{t("home.markets")}</h2>
          <button
            type="button"
            className="text-button"
            onClick={() => navigate(paths.market, { replace: true })}
          >
            {t("home.viewAll")}
          </button>
        </div>
        <HomeMarkets />
      </section>

      {ad ? (
        <Suspense fallback={null}>
          <PopupAd ad={ad} onClose={closeAd} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The first markets, live: each ticker message renders this list again, not the whole screen. */
function HomeMarkets() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quotes = useLiveQuotations();
  const markets = allMarkets(quotes.data);
  return quotes.isPending ? (
    <SectionLoading />
  ) : quotes.isError && markets.length === 0 ? (
    <LoadError onRetry={() => quotes.refetch()} />
  ) : markets.length === 0 ? (
    <EmptyState text={t("market.empty")} />
  ) : (
    <MarketRows markets={markets.slice(0, 8)} onSelect={(m) => navigate(marketDetailPath(m.symbol))} />
  );
}
