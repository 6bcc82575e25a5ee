import { useEarnTranslation } from "../../../i18n/earn";
import { type DetailGateProps, DetailPage as SharedDetailPage } from "../../../ui/query-gate";

/** An earn item's screen (ui/query-gate.tsx `DetailPage`), once the earn texts are in. */
export function DetailPage<T>(props: { title: string; backTo: string } & DetailGateProps<T>) {
  const { ready } = useEarnTranslation();
  return <SharedDetailPage ready={ready} {...props} />;
}
