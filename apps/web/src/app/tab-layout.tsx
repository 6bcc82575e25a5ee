import TabBar from "antd-mobile/es/components/tab-bar";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { ContractIcon, HomeIcon, MarketIcon, TradeIcon, WalletIcon } from "../ui/icons";
import { paths } from "./paths";
import styles from "./tab-layout.module.css";

const tabs = [
  { path: paths.home, label: "tab.home", Icon: HomeIcon },
  { path: paths.market, label: "tab.market", Icon: MarketIcon },
  { path: paths.trade, label: "tab.trade", Icon: TradeIcon },
  { path: paths.contract, label: "tab.contract", Icon: ContractIcon },
  { path: paths.assets, label: "tab.assets", Icon: WalletIcon },
] as const;

/** The five tab screens share the bottom tab bar; switching tabs replaces history, like a tab app. */
export function TabLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = pathname === "/" ? paths.home : pathname;
  return (
    <>
      <div className={styles.content}>
        <Outlet />
      </div>
      <nav className={styles.bar} aria-label={t("app.name")} data-testid="tab-bar">
        <TabBar
          className={styles.tabs}
          activeKey={active}
          safeArea={false}
          onChange={(key) => navigate(key, { replace: true })}
        >
          {tabs.map(({ path, label, Icon }) => (
            <TabBar.Item key={path} icon={<Icon size={22} />} title={t(label)} />
          ))}
        </TabBar>
      </nav>
    </>
  );
}
