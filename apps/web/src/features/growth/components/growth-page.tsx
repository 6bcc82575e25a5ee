import type { ReactNode } from "react";
import { useGrowthTranslation } from "../../../i18n/growth";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";

/** The growth namespace's `t`. */
export type GrowthT = ReturnType<typeof useGrowthTranslation>["t"];

/** A screen of the invitation programme: its title and the way back, and its content once the texts are in. */
export function GrowthPage({
  title,
  backTo,
  children,
}: {
  title: (t: GrowthT) => string;
  backTo: string;
  children: ReactNode;
}) {
  const { t, ready } = useGrowthTranslation();
  return (
    <Page title={ready ? title(t) : ""} backTo={backTo}>
      {ready ? children : <SectionLoading />}
    </Page>
  );
}
