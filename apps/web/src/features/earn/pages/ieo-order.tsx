import { Button } from "antd-mobile";
import { Link, useNavigate } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { Page } from "../../../ui/page";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useMySubscriptions } from "../api/ieo";
import earn from "../components/earn.module.css";
import { SubscriptionRow } from "../components/subscription-row";

/**
 * One's IEO subscriptions, newest first, page by page: each project's payment frozen, its allocation
 * (tokens, paid, refund), whether the tokens are still held, and one's line in the published list. The
 * user channel refetches them when an allocation, a refund or a release moves the financial account.
 */
export default function IeoOrderPage() {
  const { t, ready } = useEarnTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const subs = useMySubscriptions();
  const items = subs.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Page
      title={ready ? t("ieo.orders.title") : ""}
      backTo={earnPaths.ieo}
      right={
        ready ? (
          <Link className="text-button" to={earnPaths.financial} data-testid="earn-link-financial">
            {t("orders.account")}
          </Link>
        ) : null
      }
    >
      {!ready || subs.isPending ? (
        <SectionLoading />
      ) : subs.isError ? (
        <LoadError onRetry={() => void subs.refetch()} />
      ) : (
        <Refreshable onRefresh={() => subs.refetch()}>
          {items.length === 0 ? (
            <EmptyState
              text={t("ieo.orders.empty")}
              action={
                <Button size="small" color="primary" onClick={() => navigate(earnPaths.ieo)}>
                  {t("ieo.browse")}
                </Button>
              }
            />
          ) : (
            <>
              <ul className={earn.list} data-testid="ieo-subs">
                {items.map((s) => (
                  <SubscriptionRow key={s.id} sub={s} userId={user?.id} />
                ))}
              </ul>
              <MoreLoader hasMore={Boolean(subs.hasNextPage)} loadMore={() => subs.fetchNextPage()} />
            </>
          )}
        </Refreshable>
      )}
    </Page>
  );
}
