import Button from "antd-mobile/es/components/button";
import { type FormEvent, useState } from "react";
import { useNftTranslation } from "../../../i18n/nft";
import { SearchIcon } from "../../../ui/icons";
import { useSales } from "../api/nft";
import { searchKeyword } from "../model/sale";
import styles from "./nft.module.css";
import { SaleList } from "./sale-card";

/**
 * The market's search entry: a keyword searching titles, artists and collections. A blank keyword is
 * refused here, as the server would refuse it (NFT_KEYWORD_REQUIRED), without calling.
 */
export function NftSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useNftTranslation();
  const [text, setText] = useState(keyword);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = searchKeyword(text);
    setError(wanted === null);
    if (wanted !== null) onSearch(wanted);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="nft-search">
      <div className={styles.search}>
        <label className={styles.searchBox}>
          <SearchIcon size={18} />
          <input
            type="search"
            enterKeyHint="search"
            value={text}
            maxLength={60}
            placeholder={t("search.placeholder")}
            aria-label={t("search.placeholder")}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(false);
            }}
            data-testid="nft-search-input"
          />
        </label>
        <Button type="submit" size="small" color="primary" data-testid="nft-search-submit">
          {t("search.submit")}
        </Button>
      </div>
      {error ? (
        <p className={styles.searchError} role="alert" data-testid="nft-search-error">
          {t("search.required")}
        </p>
      ) : null}
    </form>
  );
}

/** The sales a keyword finds (`getBoxList {keyword}`), and the way back to the market. */
export function SearchResults({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const { t } = useNftTranslation();
  const results = useSales({ keyword });
  return (
    <section data-testid="nft-search-results">
      <h2 className={styles.resultsHead}>
        <span>{t("search.results", { keyword })}</span>
        <button type="button" className="text-button" onClick={onClear} data-testid="nft-search-clear">
          {t("search.clear")}
        </button>
      </h2>
      <SaleList query={results} empty={t("search.empty", { keyword })} testId="nft-search-list" />
    </section>
  );
}
