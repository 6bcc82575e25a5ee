import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import lineStyles from "../../../ui/line.module.css";
import { QueryTabs, useQueryChoice } from "../../../ui/query-tabs";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { useRefetchWhenDue, useServerNow } from "../../../ui/server-clock";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useIeoProjects } from "../api/ieo";
import { IeoCard } from "../components/ieo-card";
import { accountTile, ProductPage } from "../components/product-page";
import { countdownOf, DEFAULT_IEO_TAB, dueKey, type IeoTab, ieoTabs, isDue } from "../model/ieo";

/**
 * The IEO launchpad (`?tab=active|warmup|finished|closed`): the projects of a state, each with its
 * price, supply, limits, progress and a countdown on the server's clock; a project opens its subscribe
 * screen. Guests may look; subscribing asks them to log in.
 */
export default function IeoPage() {
  const { t } = useEarnTranslation();
  const [tab, setTab] = useQueryChoice("tab", ieoTabs, DEFAULT_IEO_TAB);
  return (
    <ProductPage
      title={(t) => t("ieo.title")}
      tiles={(t) => [
        {
          to: earnPaths.ieoOrder,
          label: t("ieo.mine"),
          hint: t("ieo.mineHint"),
          testId: "earn-link-ieo-orders",
        },
        accountTile(t),
      ]}
      lead={(t) => t("ieo.lead")}
    >
      <QueryTabs
        keys={ieoTabs}
        active={tab}
        onChange={setTab}
        label={(key) => t(`ieo.tab.${key}`)}
        testId="ieo-tab"
      />
      <ProjectList key={tab} tab={tab} />
    </ProductPage>
  );
}

/** One state's projects, page by page, their countdowns ticking; a countdown at zero refetches. */
function ProjectList({ tab }: { tab: IeoTab }) {
  const { t } = useEarnTranslation();
  const projects = useIeoProjects(tab);
  const pages = projects.data?.pages ?? [];
  const items = pages.flatMap((p) => p.data);
  const offset = pages[pages.length - 1]?.offset ?? 0;
  const now = useServerNow(offset, items.length > 0);
  const countdowns = items.map((p) => countdownOf(p, now));
  useRefetchWhenDue(
    countdowns.map((c, i) => (isDue(c) ? dueKey(items[i]?.id ?? 0, c) : "")),
    () => projects.refetch(),
  );
  if (projects.isPending) return <SectionLoading />;
  if (projects.isError) return <LoadError onRetry={() => void projects.refetch()} />;
  return (
    <Refreshable onRefresh={() => projects.refetch()}>
      {items.length === 0 ? (
        <EmptyState text={t(`ieo.empty.${tab}`)} />
      ) : (
        <>
          <ul className={lineStyles.list} data-testid={`ieo-projects-${tab}`}>
            {items.map((p, i) => (
              <IeoCard key={p.id} project={p} countdown={countdowns[i] ?? countdownOf(p, now)} />
            ))}
          </ul>
          <MoreLoader hasMore={Boolean(projects.hasNextPage)} loadMore={() => projects.fetchNextPage()} />
        </>
      )}
    </Refreshable>
  );
}
