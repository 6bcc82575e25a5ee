import type { ReactNode } from "react";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { ArticleList } from "./article-list";

interface CategoryScreenProps {
  title: string;
  cId: number;
  emptyText: string;
  layout?: "rows" | "cards";
  backTo?: string;
  header?: ReactNode;
  testId: string;
}

/** A screen listing one article category. */
export function CategoryScreen({
  title,
  cId,
  emptyText,
  layout,
  backTo = paths.home,
  header,
  testId,
}: CategoryScreenProps) {
  return (
    <Page title={title} backTo={backTo}>
      <div data-testid={testId}>
        <ArticleList cId={cId} layout={layout} header={header} emptyText={emptyText} />
      </div>
    </Page>
  );
}
