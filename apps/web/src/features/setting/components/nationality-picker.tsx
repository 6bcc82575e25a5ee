import Popup from "antd-mobile/es/components/popup";
import SearchBar from "antd-mobile/es/components/search-bar";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "../../../ui/icons";
import { nameRegions, regionName, searchRegions } from "../../../ui/region-names";
import { useLocaleTag } from "../../../ui/use-locale";
import styles from "./form.module.css";
import sheet from "./nationality-picker.module.css";

interface NationalityPickerProps {
  /** ISO 3166-1 alpha-2, or "" when none is chosen. */
  value: string;
  onChange: (iso: string) => void;
}

/** A field-like button that opens a searchable sheet of the area picker's regions. */
export function NationalityPicker({ value, onChange }: NationalityPickerProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const named = useMemo(() => nameRegions(locale), [locale]);
  const shown = searchRegions(named, query);

  return (
    <>
      <button
        type="button"
        id="nationality"
        className={styles.picker}
        onClick={() => setOpen(true)}
        data-testid="nationality"
      >
        <span className={value ? undefined : styles.placeholder}>
          {value ? regionName(value, locale) : t("kyc.nationalityPlaceholder")}
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={sheet.sheet} destroyOnClose>
        <div className={sheet.head}>
          <h2 className={sheet.title}>{t("kyc.nationality")}</h2>
          <SearchBar placeholder={t("auth.areaSearch")} value={query} onChange={setQuery} />
        </div>
        <div className={sheet.list} role="listbox" aria-label={t("kyc.nationality")}>
          {shown.map((r) => (
            <button
              key={r.iso}
              type="button"
              role="option"
              aria-selected={r.iso === value}
              className={sheet.option}
              onClick={() => {
                onChange(r.iso);
                setOpen(false);
                setQuery("");
              }}
            >
              <span className={sheet.iso}>{r.iso}</span>
              {r.name}
            </button>
          ))}
        </div>
      </Popup>
    </>
  );
}
