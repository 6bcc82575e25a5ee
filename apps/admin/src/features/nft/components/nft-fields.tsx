import { DatePicker, Form, type FormRule, Image, Input, Select, type TableColumnType, Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useI18n } from "../../../i18n";
import { TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { AMOUNT_DECIMALS } from "../../contracts/terms-rules";
import { useCurrencies } from "../../currencies/api/currencies";
import { amountRule } from "../../earn/components/form-modal";
import type { ArtworkType, NftAdminArtwork, NftSaleState, Rarity } from "../api/nft";
import { type NftRecordName, nftFieldProps } from "./nft-list";

/** The cells and fields the NFT lists and forms share. */

const rarityColor = { common: "default", rare: "blue", epic: "purple", legendary: "gold" } as const;
const stateColor = {
  upcoming: "default",
  live: "processing",
  ended: "default",
  sold_out: "success",
} as const;

export function RarityTag({ rarity }: { rarity: Rarity }) {
  const { t } = useI18n();
  return <Tag color={rarityColor[rarity]}>{t(`nft.rarity.${rarity}`)}</Tag>;
}

export function ArtworkTypeTag({ type }: { type: ArtworkType }) {
  const { t } = useI18n();
  return <Tag data-testid="nft-artwork-type">{t(`nft.type.${type}`)}</Tag>;
}

/** A sale's or a series' state (`data-state` for tests). */
export function SaleStateTag({ state }: { state: NftSaleState }) {
  const { t } = useI18n();
  return (
    <Tag color={stateColor[state]} data-testid="nft-state" data-state={state}>
      {t(`nft.state.${state}`)}
    </Tag>
  );
}

/** A small square still of an image (an artwork's thumb, an avatar, a cover); the full image on click. */
export function Thumb({ src, full, size = 40 }: { src: string; full?: string | null; size?: number }) {
  if (!src) return <>—</>;
  return (
    <Image
      src={src}
      width={size}
      height={size}
      style={{ objectFit: "cover", borderRadius: 4 }}
      preview={full === null ? false : { src: full ?? src }}
    />
  );
}

/** An artwork's still, the full image on click for images and GIFs. */
export const artworkThumb = (a: { thumb: string; media: string; artwork_type: ArtworkType }) => (
  <Thumb src={a.thumb} full={a.artwork_type === "image" || a.artwork_type === "gif" ? a.media : null} />
);

/** A sale's or a series' window: start → end. */
export function windowColumn<R extends { start_at: string; end_at: string }>(
  title: string,
): TableColumnType<R> {
  return {
    title,
    key: "window",
    render: (_, r) => <TwoLines main={formatDateTime(r.start_at)} sub={`→ ${formatDateTime(r.end_at)}`} />,
  };
}

/** The artworks as a select's options: `#id title · rarity · offered / editions`. */
export function useArtworkOptions(artworks: NftAdminArtwork[] | undefined) {
  const { t } = useI18n();
  return (artworks ?? []).map((a) => ({
    value: a.id,
    label: `#${a.id} ${a.title} · ${t(`nft.rarity.${a.rarity}`)} · ${t("nft.artwork.offeredOf", {
      offered: a.offered,
      editions: a.editions,
    })}`,
  }));
}

/** A date picker's value as the server takes it (ISO 8601). */
export const isoOf = (d: Dayjs | null | undefined): string => d?.toISOString() ?? "";

const TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

/**
 * The coin a sale or a series is priced in, and its price (`price_label`): a decimal above zero with
 * at most the coin's places. The coins are the console's currency list.
 */
export function CoinPriceFields({ name, priceLabel }: { name: NftRecordName; priceLabel: string }) {
  const { t } = useI18n();
  const currencies = useCurrencies();
  const decimals = useCoinDecimals();
  const fieldProps = nftFieldProps(name);
  return (
    <>
      <Form.Item name="currency_id" label={t("nft.field.currency_id")} rules={[{ required: true }]}>
        <Select
          showSearch={{ optionFilterProp: "label" }}
          loading={currencies.isFetching}
          options={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          style={{ width: 240 }}
          {...fieldProps("currency_id")}
        />
      </Form.Item>
      <Form.Item
        name="price"
        label={priceLabel}
        dependencies={["currency_id"]}
        required
        rules={[amountRule(decimals)]}
      >
        <Input inputMode="decimal" autoComplete="off" style={{ width: 240 }} {...fieldProps("price")} />
      </Form.Item>
    </>
  );
}

/** The places of the coin the form (inside it) is priced in. */
export function useCoinDecimals(): number {
  const currencies = useCurrencies();
  const coin: number | undefined = Form.useWatch("currency_id");
  return currencies.data?.find((c) => c.id === coin)?.decimals ?? AMOUNT_DECIMALS;
}

/** A sale's or a series' window: the start, and an end after it and after now (NFT_END_BEFORE_START). */
export function WindowFields({ name }: { name: NftRecordName }) {
  const { t } = useI18n();
  const fieldProps = nftFieldProps(name);
  const endRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_, end: Dayjs | null) => {
      const start = getFieldValue("start_at") as Dayjs | null;
      if (end && ((start && !end.isAfter(start)) || !end.isAfter(dayjs())))
        throw new Error(t("nft.field.endRule"));
    },
  });
  return (["start_at", "end_at"] as const).map((field) => (
    <Form.Item
      key={field}
      name={field}
      label={t(`nft.field.${field}`)}
      htmlFor={`nft-${name}-field-${field}`}
      dependencies={field === "end_at" ? ["start_at"] : []}
      rules={[{ required: true }, ...(field === "end_at" ? [endRule] : [])]}
    >
      <DatePicker
        id={`nft-${name}-field-${field}`}
        showTime
        format={TIME_FORMAT}
        style={{ width: 240 }}
        {...fieldProps(field)}
      />
    </Form.Item>
  ));
}
