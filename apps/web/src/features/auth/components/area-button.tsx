import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { ChevronDownIcon } from "../../../ui/icons";
import type { Region } from "../../../ui/regions";
import styles from "./auth.module.css";

/** Dial-code button in front of a mobile number; opens the area picker. */
export function AreaButton({ region, onLeave }: { region: Region; onLeave?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.area}
      aria-label={t("auth.area")}
      data-testid="area-button"
      onClick={() => {
        onLeave?.();
        navigate(paths.area);
      }}
    >
      +{region.dial}
      <ChevronDownIcon size={14} />
    </button>
  );
}
