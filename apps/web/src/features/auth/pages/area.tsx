import { SearchBar } from "antd-mobile";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { EmptyState } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { readAreaChoice, saveAreaChoice } from "../model/area-choice";
import { type Region, regions } from "../model/regions";
import styles from "./area.module.css";

interface NamedRegion extends Region {
  name: string;
  /** Lower-case text the search matches: localized and English names, ISO code, dial code. */
  haystack: string;
}

function nameRegions(locale: string): NamedRegion[] {
  const local = new Intl.DisplayNames([locale], { type: "region" });
  const english = new Intl.DisplayNames(["en"], { type: "region" });
  const collator = new Intl.Collator(locale);
  return regions
    .map((r) => {
      const name = local.of(r.iso) ?? r.iso;
      const haystack = `${name} ${english.of(r.iso) ?? ""} ${r.iso} +${r.dial}`.toLowerCase();
      return { ...r, name, haystack };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Region / dial-code picker; the choice is read back by the form that opened it. */
export default function AreaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocaleTag();
  const [query, setQuery] = useState("");
  const current = readAreaChoice().iso;
  const named = useMemo(() => nameRegions(locale), [locale]);
  const q = query.trim().toLowerCase();
  const shown = q ? named.filter((r) => r.haystack.includes(q)) : named;

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
