import type { ReactNode } from "react";
import { nftPaths } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";

/** The nft namespace's `t`. */
export type NftT = ReturnType<typeof useNftTranslation>["t"];

/** An NFT screen: its title, the way back (the market unless told), and the content once the texts are in. */
export function NftPage({
  title,
  backTo = nftPaths.home,
  right,
  children,
}: {
  title: (t: NftT) => string;
  backTo?: string;
  right?: (t: NftT) => ReactNode;
  children: ReactNode;
}) {
  const { t, ready } = useNftTranslation();
  return (
    <Page title={ready ? title(t) : ""} backTo={backTo} right={ready && right ? right(t) : undefined}>
      {ready ? children : <SectionLoading />}
    </Page>
  );
}
