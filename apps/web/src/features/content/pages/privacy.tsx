import { useTranslation } from "react-i18next";
import { category } from "../../../api/post-news-list";
import { paths } from "../../../app/paths";
import { CategoryScreen } from "../components/category-screen";

/** Privacy policy and legal texts (category 10). */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <CategoryScreen
      title={t("setting.privacy")}
      cId={category.privacy}
      emptyText={t("content.noArticles")}
      layout="rows"
      backTo={paths.setting}
      testId="privacy-screen"
    />
  );
}
