import SearchBar from "antd-mobile/es/components/search-bar";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { readAreaChoice, saveAreaChoice } from "../../../ui/area-choice";
import { Page } from "../../../ui/page";
import { nameRegions, searchRegions } from "../../../ui/region-names";
import type { Region } from "../../../ui/regions";
import { EmptyState } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import styles from "./area.module.css";

/** Region / dial-code picker; the choice is read back by the form that opened it. */
export default function AreaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocaleTag();
  const [query, setQuery] = useState("");
  const current = readAreaChoice().iso;
  const named = useMemo(() => nameRegions(locale), [locale]);
  const shown = searchRegions(named, query);

  const choose = (region: Region) => {
    saveAreaChoice(region);
    if (location.key !== "default") navigate(-1);
    else navigate(paths.register, { replace: true });
  };

  return (
    <Page title={t("auth.areaTitle")} backTo={paths.register}>
      <div className={styles.search}>
        <SearchBar placeholder={t("auth.areaSearch")} value={query} onChange={setQuery} />
      </div>
      {shown.length === 0 ? <EmptyState text={t("auth.areaEmpty")} /> : null}
      <ul className="plain-list">
        {shown.map((r) => (
          <li key={r.iso}>
            <button
              type="button"
              className={`${styles.item} ${r.iso === current ? styles.current : ""}`}
              onClick={() => choose(r)}
            >
              <span className={styles.iso} aria-hidden="true">
                {r.iso}
              </span>
              <span className={styles.name}>{r.name}</span>
              <span className={styles.dial}>+{r.dial}</span>
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
