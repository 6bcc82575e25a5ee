import { Fragment } from "react";
import { growthPaths } from "../../../app/lines/growth-paths";
import { paths } from "../../../app/paths";
import { useGrowthTranslation } from "../../../i18n/growth";
import { PagedList } from "../../../ui/paged-list";
import { QueryTabs, useQueryChoice } from "../../../ui/query-tabs";
import { useRefetchWhenDue, useServerNow } from "../../../ui/server-clock";
import { useCoupons } from "../api/coupons";
import { CouponCard } from "../components/coupon-card";
import { GrowthPage } from "../components/growth-page";
import { COUPON_TABS, type CouponTab, isOver } from "../model/coupon";

/**
 * One's coupons (spec §2 `setting/coupon`, docs/growth-api.md "Coupons"), by state
 * (`?tab=available|used|expired`; coupons not valid yet are listed with the available ones), page by
 * page: each coupon's worth, validity and state; a bonus coupon is redeemed here, a fee discount
 * coupon is chosen when placing a spot or contract order.
 */
export default function CouponPage() {
  const [tab, setTab] = useQueryChoice("tab", COUPON_TABS, "available");
  return (
    <GrowthPage title={(t) => t("coupon.title")} backTo={paths.setting}>
      <CouponTabs tab={tab} onChange={setTab} />
      <Fragment key={tab}>
        <CouponList tab={tab} />
      </Fragment>
    </GrowthPage>
  );
}

function CouponTabs({ tab, onChange }: { tab: CouponTab; onChange: (key: string) => void }) {
  const { t } = useGrowthTranslation();
  return (
    <QueryTabs
      keys={COUPON_TABS}
      active={tab}
      onChange={onChange}
      label={(key) => t(`coupon.tab.${key}`)}
      testId="coupon-tab"
    />
  );
}

function CouponList({ tab }: { tab: CouponTab }) {
  const { t } = useGrowthTranslation();
  const coupons = useCoupons(tab);
  const pages = coupons.data?.pages ?? [];
  const items = pages.flatMap((p) => p.data);
  // the server's clock, ticking while available coupons are listed (a countdown in a coupon's last day)
  const now = useServerNow(pages[0]?.offset ?? 0, tab === "available" && items.length > 0);
  useRefetchWhenDue(
    items.filter((c) => isOver(c, now)).map((c) => `${c.id}:${c.valid_until}`),
    () => coupons.refetch(),
  );
  return (
    <PagedList
      query={coupons}
      empty={t(`coupon.empty.${tab}`)}
      browse={tab === "available" ? { label: t("coupon.bonusLink"), to: growthPaths.getusdt } : null}
      testId="coupon-list"
      row={(c) => <CouponCard key={c.id} coupon={c} nowMs={now} />}
    />
  );
}
