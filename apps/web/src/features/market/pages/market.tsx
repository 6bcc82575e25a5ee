import { Tabs } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useQuotations } from "../../../api/get-quotation-new";
import { paths } from "../../../app/paths";
import { MarketRows } from "../../../ui/market-rows";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TabHeader } from "../../../ui/tab-header";
import styles from "./market.module.css";

/** Market tab: one tab per quote currency (from quotation_new), each listing its markets. */
export default function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quotes = useQuotations();
  const groups = (quotes.data ?? []).filter((g) => (g.quotation ?? []).length > 0);
  const [active, setActive] = useState<string | null>(null);
  const current = groups.find((g) => String(g.id) === active) ?? groups[0];

  return (
    <div data-testid="market-screen">
      <TabHeader title={t("market.title")} />
      {groups.length > 0 ? (
        <Tabs
          className={styles.tabs}
          activeKey={current ? String(current.id) : null}
          onChange={setActive}
          activeLineMode="fixed"
        >
          {groups.map((g) => (
            <Tabs.Tab key={String(g.id)} title={g.name} />
          ))}
        </Tabs>
      ) : null}
      <div className={styles.list}>
        {quotes.isPending ? (
          <SectionLoading />
        ) : quotes.isError && groups.length === 0 ? (
          <LoadError onRetry={() => quotes.refetch()} />
        ) : !current ? (
          <EmptyState text={t("market.empty")} />
        ) : (
          <MarketRows
            markets={current.quotation}
            onSelect={(m) => navigate(`${paths.trade}?market=${m.id}`)}
          />
        )}
      </div>
    </div>
  );
}
