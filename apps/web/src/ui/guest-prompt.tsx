import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { loginPath, paths } from "../app/paths";
import styles from "./guest-prompt.module.css";
import { UserIcon } from "./icons";
import { IconBadge } from "./status";

/** Sign-in prompt for guests; login returns to the current screen. */
export function GuestPrompt({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <section className={styles.card} data-testid="guest-prompt">
      <IconBadge small>
        <UserIcon />
      </IconBadge>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.actions}>
        <Button color="primary" onClick={() => navigate(loginPath(location.pathname + location.search))}>
          {t("auth.login")}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(paths.register)}>
          {t("auth.register")}
        </Button>
      </div>
    </section>
  );
}
