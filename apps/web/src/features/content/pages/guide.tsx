import { useTranslation } from "react-i18next";
import { category } from "../../../api/post-news-list";
import { paths } from "../../../app/paths";
import { CategoryScreen } from "../components/category-screen";

/** Beginner's guide: the help articles (category 18). */
export default function GuidePage() {
  const { t } = useTranslation();
  return (
    <CategoryScreen
      title={t("content.guide")}
      cId={category.help}
      emptyText={t("content.noHelp")}
      layout="rows"
      backTo={paths.home}
      testId="guide-screen"
    />
  );
}
