import { useUserInfo } from "../../../api/get-user-info";
import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { PagedList } from "../../../ui/paged-list";
import { useMySubscriptions } from "../api/ieo";
import { MinePage } from "../components/mine-page";
import { SubscriptionRow } from "../components/subscription-row";

/**
 * One's IEO subscriptions, newest first, page by page: each project's payment frozen, its allocation
 * (tokens, paid, refund), whether the tokens are still held, and one's line in the published list. The
 * user channel refetches them when an allocation, a refund or a release moves the financial account.
 */
export default function IeoOrderPage() {
  const { t } = useEarnTranslation();
  const user = useUserInfo();
  const subs = useMySubscriptions();
  return (
    <MinePage title={(t) => t("ieo.orders.title")} backTo={earnPaths.ieo}>
      <PagedList
        query={subs}
        empty={t("ieo.orders.empty")}
        browse={{ label: t("ieo.browse"), to: earnPaths.ieo }}
        testId="ieo-subs"
        row={(s) => <SubscriptionRow key={s.id} sub={s} userId={user?.id} />}
      />
    </MinePage>
  );
}
