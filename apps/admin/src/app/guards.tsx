import { Button, Result } from "antd";
import type { ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { type Capability, useCan, useMe } from "../api/operator";
import { useToken } from "../api/session";
import { useI18n } from "../i18n";
import { Loading, LoadingBoundary, lazyNamed } from "../ui/lazy";
import { paths } from "./paths";

const BindRequiredPage = lazyNamed(
  () => import("../features/security/pages/bind-required-page"),
  "BindRequiredPage",
);

/**
 * Without a session (none yet, signed out, or a 999) the operator is sent to login and back after. An
 * operator who must still bind an authenticator sees only the binding screen until it is bound.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const me = useMe();
  const { t } = useI18n();
  if (!token) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (me.isError)
    return (
      <Result
        status="error"
        title={t("error.loadOperator")}
        subTitle={me.error.message}
        extra={<Button onClick={() => me.refetch()}>{t("common.retry")}</Button>}
      />
    );
  if (!me.data) return <Loading fullPage />;
  if (me.data.totp_required)
    return (
      <LoadingBoundary fullPage>
        <BindRequiredPage />
      </LoadingBoundary>
    );
  return children;
}

/** A page the operator's role may not use shows 403 instead (the server would refuse anyway). */
export function RequireRole({ capability, children }: { capability: Capability; children: ReactNode }) {
  const allowed = useCan(capability);
  const { t } = useI18n();
  const navigate = useNavigate();
  if (allowed) return children;
  return (
    <Result
      status="403"
      title="403"
      subTitle={t("error.forbiddenPage")}
      extra={<Button onClick={() => navigate(paths.users)}>{t("common.backHome")}</Button>}
    />
  );
}

export function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t("error.notFound")}
      extra={<Button onClick={() => navigate(paths.users)}>{t("common.backHome")}</Button>}
    />
  );
}
