import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { ShieldIcon } from "../../../ui/icons";
import { MessageScreen } from "../../../ui/status";

/** Shown instead of a binding form when the thing is already bound (changing it needs support). */
export function BoundNotice({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MessageScreen
      icon={<ShieldIcon size={30} />}
      title={title}
      hint={hint}
      actions={
        <Button color="primary" fill="outline" onClick={() => navigate(paths.contactUs)}>
          {t("setting.contactUs")}
        </Button>
      }
    />
  );
}
