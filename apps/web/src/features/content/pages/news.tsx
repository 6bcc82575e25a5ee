import { useTranslation } from "react-i18next";
import { category } from "../../../api/post-news-list";
import { paths } from "../../../app/paths";
import { CategoryScreen } from "../components/category-screen";

/** News and announcements (category 4). */
export default function NewsPage() {
  const { t } = useTranslation();
  return (
    <CategoryScreen
      title={t("content.news")}
      cId={category.news}
      emptyText={t("content.noNews")}
      layout="rows"
      backTo={paths.home}
      testId="news-screen"
    />
  );
}
