import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../../api/query-client";
import type { Quotation } from "../../../api/types";
import { useLoginFirst } from "../../../app/require-auth";
import { useAppStore } from "../../../app/store";
import { StarIcon } from "../../../ui/icons";
import { showToast } from "../../../ui/toast";
import { favouritesKey, useFavourites } from "../api/get-optional-list";
import { postOptionalAdd } from "../api/post-optional-add";
import { postOptionalDel } from "../api/post-optional-del";
import styles from "./market-detail.module.css";

/** The star of the detail screen: adds the market to the favourites or removes it; a guest is sent to log in. */
export function FavouriteStar({ market }: { market: Quotation }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const loginFirst = useLoginFirst();
  const favourites = useFavourites();
  const favourite = favourites.data?.find(
    (f) => f.currency_id === market.currency_id && f.legal_id === market.legal_id,
  );
  const toggle = useMutation({
    mutationFn: () => (favourite ? postOptionalDel(favourite.optional_id) : postOptionalAdd(market)),
    onSuccess: async () => {
      showToast(t(favourite ? "market.favouriteRemoved" : "market.favouriteAdded"));
      await queryClient.invalidateQueries({ queryKey: favouritesKey });
    },
  });
  const starred = Boolean(favourite);
  return (
    <button
      type="button"
      className={`${styles.star} ${starred ? styles.starred : ""}`}
      aria-pressed={starred}
      aria-label={t(starred ? "market.removeFavourite" : "market.addFavourite")}
      disabled={toggle.isPending || (Boolean(token) && favourites.isPending)}
      onClick={() => (token ? toggle.mutate() : loginFirst())}
      data-testid="favourite-star"
    >
      <StarIcon filled={starred} size={24} />
    </button>
  );
}
