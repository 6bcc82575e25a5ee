import Button from "antd-mobile/es/components/button";
import type { TFunction } from "i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { useCurrencyList } from "../../../api/get-currency-list";
import { paragraphs } from "../../../api/post-news-detail";
import { coinPaths, coinProfilePath } from "../../../app/lines/coin-paths";
import { paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { useCoinTranslation } from "../../../i18n/coin";
import { Facts } from "../../../ui/facts";
import { LinkList } from "../../../ui/hub";
import { Page } from "../../../ui/page";
import { PublicLink } from "../../../ui/public-link";
import { Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { type CurrencyProfile, useCurrencyProfile } from "../api/get-currency-profile";
import { coinOf, formatDay, formatSupply, formatUsd } from "../model/profile";
import styles from "./white-paper.module.css";

type CoinT = TFunction<"coin">;

/**
 * A coin's profile (spec §2 `transaction/white_paper`, `?symbol=BTC` or a market's `BTC/USDT`): what it
 * is, its issue data (day, total and circulating supply, issue price), its website, explorer and white
 * paper, and the white paper's text. Without a coin, the listed coins to choose from.
 */
export default function WhitePaperPage() {
  const { t, ready } = useCoinTranslation();
  const [params] = useSearchParams();
  const coin = coinOf(params.get("symbol"));
  return (
    <Page title={ready ? (coin ? t("titleOf", { coin }) : t("title")) : ""} backTo={paths.market}>
      {!ready ? <SectionLoading /> : coin ? <Profile coin={coin} t={t} /> : <ChooseCoin t={t} />}
    </Page>
  );
}

function Profile({ coin, t }: { coin: string; t: CoinT }) {
  const navigate = useNavigate();
  const query = useCurrencyProfile(coin);
  if (query.isPending) return <SectionLoading />;
  if (query.isError && query.error instanceof ApiError && query.error.fromServer)
    return (
      <MessageScreen
        title={t("unknown", { coin })}
        hint={query.error.message}
        actions={
          <Button color="primary" onClick={() => navigate(coinPaths.whitePaper, { replace: true })}>
            {t("choose")}
          </Button>
        }
      />
    );
  if (query.isError || !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <Refreshable onRefresh={() => query.refetch()}>
      {data.profile ? (
        <ProfileView name={data.name} profile={data.profile} t={t} />
      ) : (
        <EmptyState text={t("empty", { coin: data.name })} />
      )}
    </Refreshable>
  );
}

function ProfileView({
  name,
  profile: p,
  t,
}: {
  name: string;
  profile: NonNullable<CurrencyProfile["profile"]>;
  t: CoinT;
}) {
  const locale = useLocaleTag();
  const lang = useAppStore((s) => s.lang);
  const facts = [
    [t("issueDate"), p.issue_date ? formatDay(p.issue_date, locale) : t("unknownValue")],
    [t("totalSupply"), p.total_supply ? `${formatSupply(p.total_supply, locale)} ${name}` : t("noCap")],
    [
      t("circulating"),
      p.circulating_supply ? (
        <>
          {formatSupply(p.circulating_supply, locale)} {name}
          {p.supply_as_of ? (
            <span className={styles.asOf}>{t("asOf", { date: formatDay(p.supply_as_of, locale) })}</span>
          ) : null}
        </>
      ) : (
        t("unknownValue")
      ),
    ],
    [t("issuePrice"), p.issue_price ? formatUsd(p.issue_price, locale) : t("noIssuePrice")],
  ] as const;
  const links = [
    { href: p.website_url, label: t("website"), testId: "coin-website" },
    { href: p.explorer_url, label: t("explorer"), testId: "coin-explorer" },
    { href: p.white_paper_url, label: t("whitePaperLink"), testId: "coin-white-paper-link" },
  ].filter((l) => l.href);
  const fallback = p.lang !== lang;

  return (
    <div data-testid="coin-profile">
      <section className={styles.card}>
        <h1 className={styles.name}>{name}</h1>
        <div className={styles.text} data-testid="coin-description">
          {paragraphs(p.description).map((x, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity and never reorder
            <p key={i}>{x}</p>
          ))}
        </div>
        {fallback ? <p className={styles.note}>{t("inEnglish")}</p> : null}
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t("issue")}</h2>
        <Facts items={facts} className={styles.facts} testId="coin-issue" />
      </section>

      {links.length > 0 ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t("links")}</h2>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.testId}>
                <PublicLink href={l.href} testId={l.testId}>
                  {l.label}
                  <span className={styles.host}>{hostOf(l.href)}</span>
                </PublicLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t("whitePaper")}</h2>
        {p.white_paper ? (
          <article className={styles.text} data-testid="coin-white-paper">
            {paragraphs(p.white_paper).map((x, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity and never reorder
              <p key={i}>{x}</p>
            ))}
          </article>
        ) : (
          <p className={styles.note}>{t("noWhitePaper")}</p>
        )}
      </section>
    </div>
  );
}

/** "bitcoin.org" of "https://bitcoin.org/bitcoin.pdf". */
function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return "";
  }
}

/** No coin named: the listed coins, each to its profile. */
function ChooseCoin({ t }: { t: CoinT }) {
  const currencies = useCurrencyList();
  if (currencies.isPending) return <SectionLoading />;
  if (currencies.isError) return <LoadError onRetry={() => void currencies.refetch()} />;
  const list = currencies.data ?? [];
  if (list.length === 0) return <EmptyState text={t("noCoins")} />;
  return (
    <>
      <p className={styles.lead}>{t("choose")}</p>
      <LinkList
        items={list.map((c) => ({
          to: coinProfilePath(c.name),
          label: c.name,
          testId: `coin-profile-${c.name}`,
        }))}
      />
    </>
  );
}
