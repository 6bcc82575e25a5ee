import { useTranslation } from "react-i18next";
import { category } from "../../../api/post-news-list";
import { paths } from "../../../app/paths";
import { CategoryScreen } from "../components/category-screen";

/** The event plaza: every campaign (category 31), the newcomer bonus among them. */
export default function EventPlazaPage() {
  const { t } = useTranslation();
  return (
    <CategoryScreen
      title={t("content.eventPlaza")}
      cId={category.activity}
      emptyText={t("content.noActivity")}
      layout="cards"
      backTo={paths.home}
      testId="event-plaza-screen"
    />
  );
}
