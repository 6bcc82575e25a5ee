import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { useNavigate, useRouteError } from "react-router-dom";
import { InfoIcon } from "../ui/icons";
import { MessageScreen } from "../ui/status";
import { paths } from "./paths";
import { ChunkLoadError } from "./screen-loader";

/** Error screen for a route: a chunk that is missing or timed out, or a bug while rendering. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk =
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message));
  return (
    <MessageScreen
      full
      title={t(chunk ? "route.chunkFailed" : "route.crashed")}
      hint={t(chunk ? "route.chunkFailedHint" : "route.crashedHint")}
      actions={
        <Button color="primary" onClick={() => window.location.reload()} data-testid="route-retry">
          {t("common.retry")}
        </Button>
      }
    />
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MessageScreen
      full
      icon={<InfoIcon size={30} />}
      title={t("route.notFound")}
      hint={t("route.notFoundHint")}
      actions={
        <Button color="primary" onClick={() => navigate(paths.home, { replace: true })}>
          {t("common.goHome")}
        </Button>
      }
    />
  );
}
