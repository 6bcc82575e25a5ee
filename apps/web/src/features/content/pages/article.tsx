import Button from "antd-mobile/es/components/button";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { paragraphs, useArticle } from "../../../api/post-news-detail";
import { linkTarget, paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { NewsIcon } from "../../../ui/entry-icons";
import { formatDateTime } from "../../../ui/format";
import { Page } from "../../../ui/page";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { servedLanguage } from "../model/served-language";
import styles from "./article.module.css";

/**
 * One article (`?id=`): cover, title, date and the plain-text body; its link, when it has one. A link
 * without an id (the spec's bare `common/article`) goes to the news list, as an item's screen without an
 * id goes to its list elsewhere (ui/query-gate); an id that is not one still says the article does not
 * exist. An article with no translation in the reader's language comes in English, with a note saying so.
 */
export default function ArticlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocaleTag();
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  const article = useArticle(id);
  const a = article.data;
  const reader = useAppStore((s) => s.lang);
  const served = servedLanguage(a?.lang, reader);
  const target = linkTarget(a?.link, a?.title);
  const absent = !params.has("id");
  useEffect(() => {
    if (absent) navigate(paths.news, { replace: true });
  }, [absent, navigate]);

  if (absent) return <SectionLoading />;
  return (
    <Page title={t("content.article")} backTo={paths.news}>
      {!Number.isInteger(id) || id <= 0 ? (
        <EmptyState text={t("content.notFound")} icon={<NewsIcon size={26} />} />
      ) : article.isPending ? (
        <SectionLoading />
      ) : article.isError || !a ? (
        <LoadError onRetry={() => article.refetch()} />
      ) : (
        <article className={styles.article} data-testid="article">
          {a.cover ? <img className={styles.cover} src={a.cover} alt="" /> : null}
          <h1 className={styles.title} lang={served.tag} data-testid="article-title">
            {a.title}
          </h1>
          <p className={styles.date}>{formatDateTime(a.created_at, locale)}</p>
          {served.fallback ? (
            <p className={styles.fallback} role="note" data-testid="article-fallback">
              {t("content.fallbackNote")}
            </p>
          ) : null}
          <div className={styles.body} lang={served.tag} data-testid="article-body">
            {paragraphs(a.body).map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity and never reorder
              <p key={i}>{p}</p>
            ))}
          </div>
          {target ? (
            <Button block color="primary" className={styles.action} onClick={() => navigate(target)}>
              {t("content.openLink")}
            </Button>
          ) : null}
        </article>
      )}
    </Page>
  );
}
