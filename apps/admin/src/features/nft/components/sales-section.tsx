import {
  Flex,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Radio,
  Select,
  type TableColumnsType,
  Tag,
} from "antd";
import type { Dayjs } from "dayjs";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { TwoLines } from "../../../ui/clipped";
import { decimalProblem } from "../../../ui/decimal";
import { AMOUNT_DECIMALS, compareDecimals } from "../../contracts/terms-rules";
import { amountRule } from "../../earn/components/form-modal";
import { type NftSale, type NftSaleBody, useCreateNftSale, useNftArtworks, useNftSales } from "../api/nft";
import { saleBody } from "../nft-rules";
import {
  artworkThumb,
  CoinPriceFields,
  isoOf,
  SaleStateTag,
  useArtworkOptions,
  useCoinDecimals,
  WindowFields,
  windowColumn,
} from "./nft-fields";
import { NftList, nftFieldProps } from "./nft-list";

const fieldProps = nftFieldProps("sale");
const KINDS = ["fixed", "auction"] as const satisfies readonly NftSaleBody["kind"][];
const kindColor = { fixed: "blue", auction: "purple", blind: "gold" } as const;

type Values = Omit<NftSaleBody, "start_at" | "end_at"> & { start_at: Dayjs | null; end_at: Dayjs | null };

/** A new sale starts as a fixed-price sale of one edition. */
const valuesOf = (): Partial<Values> => ({ kind: "fixed", quantity: 1 });

/** An auction's margin: at most the start price. */
function marginRule(message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_, value: string | undefined) => {
      const price = String(getFieldValue("price") ?? "").trim();
      const figure = (value ?? "").trim();
      // not decimals yet: their own rules speak
      if (decimalProblem(price, AMOUNT_DECIMALS) || decimalProblem(figure, AMOUNT_DECIMALS)) return;
      if (compareDecimals(figure, price) > 0) throw new Error(message);
    },
  });
}

/** The form's fields: the kind, the artwork, its price and window, and a fixed sale's quantity or an auction's raise and margin. */
function SaleFields() {
  const { t } = useI18n();
  const artworks = useNftArtworks();
  const artworkOptions = useArtworkOptions(artworks.data);
  const kind: Values["kind"] | undefined = Form.useWatch("kind");
  const artworkId: number | undefined = Form.useWatch("artwork_id");
  const decimals = useCoinDecimals();
  const artwork = artworks.data?.find((a) => a.id === artworkId);
  const auction = kind === "auction";
  return (
    <>
      <Form.Item name="kind" label={t("nft.sale.kind")} rules={[{ required: true }]}>
        <Radio.Group
          options={KINDS.map((k) => ({ value: k, label: t(`nft.kind.${k}`) }))}
          {...fieldProps("kind")}
        />
      </Form.Item>
      <Form.Item
        name="artwork_id"
        label={t("nft.field.artwork_id")}
        extra={
          artwork &&
          t("nft.sale.artworkHelp", {
            editions: artwork.editions,
            minted: artwork.minted,
            offered: artwork.offered,
          })
        }
        rules={[{ required: true }]}
      >
        <Select
          showSearch={{ optionFilterProp: "label" }}
          loading={artworks.isFetching}
          options={artworkOptions}
          {...fieldProps("artwork_id")}
        />
      </Form.Item>
      <CoinPriceFields name="sale" priceLabel={auction ? t("nft.sale.startPrice") : t("nft.sale.price")} />
      {!auction && (
        <Form.Item
          name="quantity"
          label={t("nft.field.quantity")}
          extra={t("nft.sale.quantityHelp")}
          rules={[{ required: true }]}
        >
          <InputNumber
            min={1}
            max={100_000}
            precision={0}
            style={{ width: 200 }}
            {...fieldProps("quantity")}
          />
        </Form.Item>
      )}
      {auction && (
        <>
          <Form.Item
            name="per_increase"
            label={t("nft.field.per_increase")}
            extra={t("nft.sale.perIncreaseHelp")}
            dependencies={["currency_id"]}
            required
            rules={[amountRule(decimals)]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              style={{ width: 240 }}
              {...fieldProps("per_increase")}
            />
          </Form.Item>
          <Form.Item
            name="margin"
            label={t("nft.field.margin")}
            extra={t("nft.sale.marginHelp")}
            dependencies={["currency_id", "price"]}
            required
            rules={[amountRule(decimals), marginRule(t("nft.sale.marginRule"))]}
          >
            <Input inputMode="decimal" autoComplete="off" style={{ width: 240 }} {...fieldProps("margin")} />
          </Form.Item>
        </>
      )}
      <WindowFields name="sale" />
    </>
  );
}

/**
 * The sales of editions, fixed-price and auctions, first sales and owners' resales: price or leading
 * bid, window, state and what is left; admins open first sales (a sale is not changed once made).
 */
export function SalesSection() {
  const { t } = useI18n();
  const sales = useNftSales();
  const create = useCreateNftSale();
  const [form] = Form.useForm<Values>();

  const columns: TableColumnsType<NftSale> = [
    { title: "#", dataIndex: "id", width: 56 },
    {
      title: t("nft.sale.kind"),
      dataIndex: "kind",
      render: (kind: NftSale["kind"]) => <Tag color={kindColor[kind]}>{t(`nft.kind.${kind}`)}</Tag>,
    },
    {
      title: t("nft.sale.title"),
      key: "title",
      render: (_, s) => (
        <Flex gap={8} align="center">
          {s.artwork && artworkThumb(s.artwork)}
          <TwoLines
            main={s.title}
            sub={[s.seller ?? t("nft.sale.venue"), s.item && t("nft.sale.edition", { code: s.item.code })]
              .filter(Boolean)
              .join(" · ")}
          />
        </Flex>
      ),
    },
    {
      title: t("nft.sale.priceOrBid"),
      key: "price",
      align: "right",
      render: (_, s) =>
        s.kind === "auction" ? (
          <TwoLines
            main={<Amount value={s.current_bid} currency={s.current_bid && s.currency_type} />}
            sub={t("nft.sale.fromPrice", { price: `${s.price} ${s.currency_type}`, bids: s.bids })}
          />
        ) : (
          <Amount value={s.price} currency={s.currency_type} />
        ),
    },
    windowColumn<NftSale>(t("nft.sale.window")),
    {
      title: t("nft.sale.state"),
      dataIndex: "state",
      render: (state: NftSale["state"]) => <SaleStateTag state={state} />,
    },
    {
      title: t("nft.sale.remaining"),
      key: "remaining",
      align: "right",
      render: (_, s) => (s.remaining === null ? "—" : `${s.remaining} / ${s.total ?? "—"}`),
    },
  ];

  const submit = ({ start_at, end_at, ...v }: Values) =>
    create.mutateAsync({ ...saleBody({ ...v, start_at: isoOf(start_at), end_at: isoOf(end_at) }), id: null });

  return (
    <NftList<NftSale, Values>
      name="sale"
      help={t("nft.sale.help")}
      records={sales}
      columns={columns}
      newLabel={t("nft.sale.new")}
      title={() => t("nft.sale.new")}
      saved={t("nft.sale.saved")}
      form={form}
      valuesOf={valuesOf}
      onSave={submit}
      fields={() => <SaleFields />}
    />
  );
}
