import { useTranslation } from "react-i18next";
import { category } from "../../../api/post-news-list";
import { paths } from "../../../app/paths";
import { CategoryScreen } from "../components/category-screen";

/** Campaigns (category 31). */
export default function ActivityPage() {
  const { t } = useTranslation();
  return (
    <CategoryScreen
      title={t("content.activity")}
      cId={category.activity}
      emptyText={t("content.noActivity")}
      layout="cards"
      backTo={paths.home}
      testId="activity-screen"
    />
  );
}
