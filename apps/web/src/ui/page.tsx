import NavBar from "antd-mobile/es/components/nav-bar";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../app/paths";
import styles from "./page.module.css";

interface PageProps {
  title: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  /** Where back goes when the app was opened on this screen (no history inside the app). */
  backTo?: string;
}

/** A non-tab screen: the custom navigation bar with back, then the content. */
export function Page({ title, right, children, backTo = paths.home }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const onBack = () => {
    // "default" is the key of the first location the app opened with.
    if (location.key !== "default") navigate(-1);
    else navigate(backTo, { replace: true });
  };
  return (
    <div className={styles.page}>
      <NavBar
        className={styles.nav}
        onBack={onBack}
        back={<span className="sr-only">{t("common.back")}</span>}
        right={right}
      >
        {title}
      </NavBar>
      <main className={styles.body}>{children}</main>
    </div>
  );
}
