import { useEffect, useState } from "react";
import { useIndexPop } from "../../../api/get-news-index-pop";
import { useSettings } from "../../../api/get-setting";
import type { Article } from "../../../api/types";
import { useAppStore } from "../../../app/store";

/**
 * Spec §3 hasShowAd: the popup notice shows once per app version. Once the version is known and
 * differs from the one remembered, the notice is fetched; when there is one it is shown and the
 * version remembered at once, so a reload does not show it again.
 */
export function usePopupAd(): [Article | null, () => void] {
  const settings = useSettings();
  const version = settings.data?.app_version || __APP_VERSION__;
  const seen = useAppStore((s) => s.hasShowAd);
  const due = !settings.isPending && seen !== version;
  const pop = useIndexPop(due);
  const [ad, setAd] = useState<Article | null>(null);

  useEffect(() => {
    if (due && pop.data) {
      setAd(pop.data);
      useAppStore.getState().setHasShowAd(version);
    }
  }, [due, pop.data, version]);

  return [ad, () => setAd(null)];
}
