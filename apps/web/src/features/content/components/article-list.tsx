import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { ArticleSummary } from "../../../api/types";
import { articlePath } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { NewsIcon } from "../../../ui/entry-icons";
import { formatRelativeTime } from "../../../ui/format";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { useNow } from "../../../ui/use-now";
import { useArticlePages } from "../api/use-article-pages";
import { servedLanguage } from "../model/served-language";
import styles from "./article-list.module.css";

interface ArticleListProps {
  cId: number;
  /** rows: title, summary and a thumbnail; cards: the cover above the title (activities). */
  layout?: "rows" | "cards";
  /** Shown above the list (e.g. the About screen's header). */
  header?: ReactNode;
  emptyText: string;
}

/**
 * One category's articles, page by page: pull to refresh, more on scrolling to the end, tap to read. An
 * article shown in English for want of a translation carries a small "EN" tag.
 */
export function ArticleList({ cId, layout = "rows", header, emptyText }: ArticleListProps) {
  const pages = useArticlePages(cId);
  const articles = pages.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Refreshable onRefresh={() => pages.refetch()}>
      {header}
      {pages.isPending ? (
        <SectionLoading />
      ) : pages.isError && articles.length === 0 ? (
        <LoadError onRetry={() => pages.refetch()} />
      ) : articles.length === 0 ? (
        <EmptyState text={emptyText} icon={<NewsIcon size={26} />} />
      ) : (
        <>
          <ul
            className={`plain-list ${layout === "cards" ? styles.cards : styles.rows}`}
            data-testid="article-list"
          >
            {articles.map((a) => (
              <li key={a.id}>
                <ArticleItem article={a} layout={layout} />
              </li>
            ))}
          </ul>
          <MoreLoader
            hasMore={pages.hasNextPage}
            loadMore={async () => {
              const next = await pages.fetchNextPage();
              if (next.isError) throw next.error;
            }}
          />
        </>
      )}
    </Refreshable>
  );
}

function ArticleItem({ article, layout }: { article: ArticleSummary; layout: "rows" | "cards" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocaleTag();
  const now = useNow(60_000);
  const when = formatRelativeTime(article.created_at, now, locale, t("time.justNow"));
  const reader = useAppStore((s) => s.lang);
  const served = servedLanguage(article.lang, reader);
  const cover = article.cover ? (
    <img className={styles.cover} src={article.cover} alt="" loading="lazy" />
  ) : null;
  return (
    <button
      type="button"
      className={layout === "cards" ? styles.card : styles.row}
      onClick={() => navigate(articlePath(article.id))}
      data-testid="article-item"
    >
      {layout === "cards" ? cover : null}
      <span className={styles.text}>
        <span className={styles.title} lang={served.tag}>
          {article.title}
        </span>
        {article.summary ? (
          <span className={styles.summary} lang={served.tag}>
            {article.summary}
          </span>
        ) : null}
        <span className={styles.meta}>
          <span className={styles.time}>{when}</span>
          {served.fallback ? (
            <span className={styles.langTag} title={t("content.fallbackNote")} data-testid="article-lang-tag">
              {article.lang.toUpperCase()}
            </span>
          ) : null}
        </span>
      </span>
      {layout === "rows" ? cover : null}
    </button>
  );
}
