import { useTranslation } from "react-i18next";
import { category } from "../../../api/post-news-list";
import { paths } from "../../../app/paths";
import { CategoryScreen } from "../components/category-screen";

/** Help centre (category 18). */
export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <CategoryScreen
      title={t("setting.help")}
      cId={category.help}
      emptyText={t("content.noHelp")}
      layout="rows"
      backTo={paths.setting}
      testId="help-screen"
    />
  );
}
