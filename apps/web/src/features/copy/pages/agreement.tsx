import { useLocation } from "react-router-dom";
import { paragraphs } from "../../../api/post-news-detail";
import { copyPaths } from "../../../app/lines/copy-paths";
import { useCopyTranslation } from "../../../i18n/copy";
import type { LangCode } from "../../../i18n/languages";
import { Page } from "../../../ui/page";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useAgreement } from "../api/agreement";
import styles from "../components/copy.module.css";

/** `agreement_en` and `agreement_zh` show the agreement in that language, whatever the app's. */
const pinnedLanguage: Record<string, LangCode> = {
  [copyPaths.followAgreementEn]: "en",
  [copyPaths.followAgreementZh]: "zh",
};

/** The follow agreement: the newest article of category 33, title and body. */
export default function AgreementPage() {
  const { t, ready } = useCopyTranslation();
  const { pathname } = useLocation();
  const pinned = pinnedLanguage[pathname] ?? null;
  const article = useAgreement(pinned);
  return (
    <Page title={article.data?.title ?? (ready ? t("agreement.title") : "")} backTo={copyPaths.followIndex}>
      {!ready || article.isPending ? (
        <SectionLoading />
      ) : article.isError ? (
        <LoadError onRetry={() => void article.refetch()} />
      ) : article.data === null ? (
        <EmptyState text={t("agreement.empty")} />
      ) : (
        <article className={styles.article} lang={pinned ?? undefined} data-testid="copy-agreement">
          <h2>{article.data.title}</h2>
          {paragraphs(article.data.body).map((p, i) => (
            // paragraphs have no identity of their own; the body only changes as a whole
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={i}>{p}</p>
          ))}
        </article>
      )}
    </Page>
  );
}
