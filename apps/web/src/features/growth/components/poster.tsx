import Button from "antd-mobile/es/components/button";
import CenterPopup from "antd-mobile/es/components/center-popup";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useGrowthTranslation } from "../../../i18n/growth";
import { POSTER_HEIGHT, POSTER_WIDTH, type PosterTexts, posterSvg, svgDataUrl } from "../model/poster";
import styles from "./growth.module.css";

/** The poster's pixels per SVG unit when it is turned into a PNG (sharp on a phone's screen). */
const PNG_SCALE = 2;

/**
 * `svgUrl` drawn into a PNG (a picture every phone saves to its photos, which an SVG is not), or null
 * until it is drawn or when the browser cannot draw it; the SVG is shown meanwhile.
 */
function usePng(svgUrl: string): string | null {
  const [png, setPng] = useState<{ from: string; url: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const image = new Image();
    image.onload = () => {
      if (cancelled) return;
      try {
        const canvas = document.createElement("canvas");
        canvas.width = POSTER_WIDTH * PNG_SCALE;
        canvas.height = POSTER_HEIGHT * PNG_SCALE;
        const context = canvas.getContext("2d");
        if (!context) return;
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        setPng({ from: svgUrl, url: canvas.toDataURL("image/png") });
      } catch {
        // a browser that will not read back a drawn SVG keeps showing the SVG
      }
    };
    image.src = svgUrl;
    return () => {
      cancelled = true;
    };
  }, [svgUrl]);
  return png?.from === svgUrl ? png.url : null;
}

/** The invitation poster in a popup: an image of the QR code and the code, saved by a long press. */
export function PosterPopup({
  visible,
  onClose,
  matrix,
  texts,
}: {
  visible: boolean;
  onClose: () => void;
  matrix: boolean[][];
  texts: PosterTexts;
}) {
  const { t } = useGrowthTranslation();
  const common = useTranslation().t;
  const svgUrl = useMemo(() => svgDataUrl(posterSvg(matrix, texts)), [matrix, texts]);
  const png = usePng(svgUrl);
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} bodyClassName={styles.posterPopup}>
      <img
        className={styles.poster}
        src={png ?? svgUrl}
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        alt={t("share.posterAlt")}
        data-testid="share-poster"
        data-format={png ? "png" : "svg"}
      />
      <p className={styles.posterHint}>{t("share.posterHint")}</p>
      <Button block onClick={onClose} data-testid="share-poster-close">
        {common("common.close")}
      </Button>
    </CenterPopup>
  );
}
