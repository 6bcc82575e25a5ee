import { useTranslation } from "react-i18next";
import { category } from "../../../api/post-news-list";
import { paths } from "../../../app/paths";
import { CategoryScreen } from "../components/category-screen";

/** Operational compliance: the legal texts (category 10). */
export default function CompliancePage() {
  const { t } = useTranslation();
  return (
    <CategoryScreen
      title={t("content.compliance")}
      cId={category.privacy}
      emptyText={t("content.noArticles")}
      layout="rows"
      backTo={paths.setting}
      testId="compliance-screen"
    />
  );
}
