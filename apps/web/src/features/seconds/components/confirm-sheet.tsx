import Popup from "antd-mobile/es/components/popup";
import { useTranslation } from "react-i18next";
import { useSecondsTranslation } from "../../../i18n/seconds";
import type { Direction } from "../model/orders";
import shared from "./seconds.module.css";
import trade from "./trade.module.css";

export interface ConfirmRequest {
  direction: Direction;
  seconds: number;
  /** label and value rows, already formatted; a row marked `toned` takes the direction's colour */
  rows: [label: string, value: string, toned?: boolean][];
}

interface ConfirmSheetProps {
  request: ConfirmRequest | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The order summed up from the bottom of the screen, with the settlement rule, before it is sent. */
export function ConfirmSheet({ request, pending, onCancel, onConfirm }: ConfirmSheetProps) {
  const { t } = useSecondsTranslation();
  const { t: tc } = useTranslation();
  const tone = request?.direction === "down" ? shared.downTone : shared.upTone;
  return (
    <Popup
      visible={request !== null}
      onMaskClick={pending ? undefined : onCancel}
      bodyStyle={{ borderRadius: "16px 16px 0 0" }}
      destroyOnClose
    >
      {request ? (
        <div
          className={`${trade.sheet} ${tone}`}
          data-testid="seconds-confirm"
          data-direction={request.direction}
        >
          <h2 className={trade.sheetTitle}>{t("confirm.title")}</h2>
          <dl className={shared.facts}>
            {request.rows.map(([label, value, toned]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className={toned ? shared.toned : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={trade.sheetRule}>{t("confirm.rule", { n: request.seconds })}</p>
          <div className={trade.sheetActions}>
            <button type="button" className={trade.sheetCancel} onClick={onCancel} disabled={pending}>
              {tc("common.cancel")}
            </button>
            <button
              type="button"
              className={trade.sheetSubmit}
              onClick={onConfirm}
              disabled={pending}
              data-testid="seconds-confirm-submit"
            >
              {t("confirm.submit")}
            </button>
          </div>
        </div>
      ) : null}
    </Popup>
  );
}
