import Button from "antd-mobile/es/components/button";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { REDIRECT_DELAY_MS } from "../api/failures";
import { LockIcon } from "../ui/icons";
import { MessageScreen } from "../ui/status";
import { showToast } from "../ui/toast";
import { loginPath } from "./paths";
import { useAppStore } from "./store";

/** Protected screens (spec §2): a guest sees "please log in first" and lands on login after 1.2 s. */
export function RequireAuth() {
  const token = useAppStore((s) => s.token);
  return token ? <Outlet /> : <LoginRequired />;
}

/**
 * Spec §2 for a guest's protected action: "please log in first", then login 1.2 s later, returning
 * to the current screen afterwards. The function it returns answers a cancel (for effects).
 */
export function useLoginFirst(): () => () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const target = loginPath(pathname + search);
  return useCallback(() => {
    // the 1.2 s count from when the notice is on screen, however long its code took to arrive
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void showToast(t("common.loginFirst")).finally(() => {
      if (!cancelled) timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate, target, t]);
}

function LoginRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loginFirst = useLoginFirst();
  useEffect(() => loginFirst(), [loginFirst]);
  return (
    <MessageScreen
      icon={<LockIcon size={30} />}
      title={t("common.loginFirst")}
      actions={
        <Button color="primary" onClick={() => navigate(loginPath(pathname + search), { replace: true })}>
          {t("auth.login")}
        </Button>
      }
    />
  );
}
