import Button from "antd-mobile/es/components/button";
import CenterPopup from "antd-mobile/es/components/center-popup";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { Article } from "../../../api/types";
import { articlePath, linkTarget } from "../../../app/paths";
import { isLangCode, langTag } from "../../../i18n/languages";
import { CloseIcon } from "../../../ui/icons";
import styles from "./home-content.module.css";

/**
 * The popup notice (`GET /news/index_pop`) over the home screen; home.tsx imports it lazily and
 * decides when it is due. "View" follows its link, else opens it as an article.
 */
export default function PopupAd({ ad, onClose }: { ad: Article; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(true);
  // the language the notice came in (English where it has no translation in the reader's)
  const served = isLangCode(ad.lang) ? langTag(ad.lang) : undefined;
  const close = () => setVisible(false);
  const view = () => {
    close();
    navigate(linkTarget(ad.link, ad.title) ?? articlePath(ad.id));
  };
  return (
    <CenterPopup visible={visible} onMaskClick={close} afterClose={onClose} bodyClassName={styles.popup}>
      <div data-testid="popup-ad">
        {ad.cover ? <img className={styles.popupCover} src={ad.cover} alt="" /> : null}
        <div className={styles.popupBody}>
          <h2 className={styles.popupTitle} lang={served}>
            {ad.title}
          </h2>
          {ad.summary ? (
            <p className={styles.popupSummary} lang={served}>
              {ad.summary}
            </p>
          ) : null}
          <Button
            block
            color="primary"
            className={styles.popupAction}
            onClick={view}
            data-testid="popup-ad-view"
          >
            {t("home.viewDetails")}
          </Button>
        </div>
        <button
          type="button"
          className={styles.popupClose}
          onClick={close}
          aria-label={t("common.close")}
          data-testid="popup-ad-close"
        >
          <CloseIcon size={18} />
        </button>
      </div>
    </CenterPopup>
  );
}
