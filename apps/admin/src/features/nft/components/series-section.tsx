import {
  App,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  type TableColumnsType,
  Typography,
} from "antd";
import type { Dayjs } from "dayjs";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { TwoLines } from "../../../ui/clipped";
import { CoverInput } from "../../content/components/cover-input";
import {
  type NftAdminSeries,
  type NftSeriesBody,
  type NftSeriesCreated,
  useCreateNftSeries,
  useNftArtworks,
  useNftSeries,
  useRevealNftSeries,
} from "../api/nft";
import { boxesOf, mayReveal, repeatedRows, shortHash } from "../nft-rules";
import {
  CoinPriceFields,
  isoOf,
  RarityTag,
  SaleStateTag,
  Thumb,
  useArtworkOptions,
  WindowFields,
  windowColumn,
} from "./nft-fields";
import { NftList, nftFieldProps } from "./nft-list";

const fieldProps = nftFieldProps("series");
/** Most rows of a series' table (the body's bound). */
const MAX_ROWS = 50;

type Row = { artwork_id?: number; count?: number };
type Values = Omit<NftSeriesBody, "start_at" | "end_at" | "table"> & {
  start_at: Dayjs | null;
  end_at: Dayjs | null;
  table: Row[];
};

const valuesOf = (): Partial<Values> => ({ cover: "", description: "", table: [{}] });

/** A digest in a cell: its ends, the whole of it copied. */
function Digest({ hex, testId }: { hex: string; testId: string }) {
  return (
    <Typography.Text code copyable={{ text: hex }} data-testid={testId} data-value={hex}>
      {shortHash(hex)}
    </Typography.Text>
  );
}

/** The rarity table: which artworks the boxes hold, and how many boxes hold each. */
function TableFields() {
  const { t } = useI18n();
  const artworks = useNftArtworks();
  const options = useArtworkOptions(artworks.data);
  const rows: Row[] | undefined = Form.useWatch("table");
  return (
    <Form.List
      name="table"
      rules={[
        {
          validator: async (_, list: Row[] | undefined) => {
            if (!list?.length) throw new Error(t("nft.series.tableRequired"));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item
          label={t("nft.field.table")}
          required
          extra={t("nft.series.tableHelp", { boxes: boxesOf(rows ?? []) })}
        >
          {fields.map(({ key, name }) => (
            <Flex key={key} gap={8} align="flex-start" data-testid="nft-series-row">
              <Form.Item
                name={[name, "artwork_id"]}
                style={{ flex: 1, marginBottom: 8 }}
                rules={[
                  { required: true, message: t("nft.series.artworkRequired") },
                  ({ getFieldValue }) => ({
                    validator: async () => {
                      if (repeatedRows(getFieldValue("table") ?? []).includes(name))
                        throw new Error(t("nft.series.tableRepeated"));
                    },
                  }),
                ]}
              >
                <Select
                  showSearch={{ optionFilterProp: "label" }}
                  placeholder={t("nft.field.artwork_id")}
                  loading={artworks.isFetching}
                  options={options}
                  {...fieldProps(`table-${name}-artwork_id`)}
                />
              </Form.Item>
              <Form.Item
                name={[name, "count"]}
                style={{ marginBottom: 8 }}
                rules={[{ required: true, message: t("nft.series.countRequired") }]}
              >
                <InputNumber
                  min={1}
                  max={100_000}
                  precision={0}
                  placeholder={t("nft.series.count")}
                  style={{ width: 120 }}
                  {...fieldProps(`table-${name}-count`)}
                />
              </Form.Item>
              <Button type="link" danger disabled={fields.length === 1} onClick={() => remove(name)}>
                {t("common.delete")}
              </Button>
            </Flex>
          ))}
          <Button
            type="dashed"
            onClick={() => add({})}
            disabled={fields.length >= MAX_ROWS}
            data-testid="nft-series-add-row"
          >
            {t("nft.series.addRow")}
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}

/**
 * Blind-box series: boxes at one price, each holding an artwork drawn from the series' rarity table by
 * a secret seed whose commitment (sha256) is published before the sale; admins create them and reveal
 * the seed once a series has ended or sold out, so anyone can recompute every box.
 */
export function SeriesSection() {
  const { t } = useI18n();
  const { modal, message } = App.useApp();
  const mayEdit = useCan("editNft");
  const series = useNftSeries();
  const create = useCreateNftSeries();
  const reveal = useRevealNftSeries();
  const [form] = Form.useForm<Values>();

  /** After the form closes: the commitment the server published for the new series. */
  const showCommitment = ({ commitment }: NftSeriesCreated) => {
    modal.success({
      title: t("nft.series.created"),
      width: 560,
      content: (
        <Space orientation="vertical">
          <Typography.Text>{t("nft.series.commitmentHelp")}</Typography.Text>
          <Typography.Text
            code
            copyable
            data-testid="nft-series-commitment"
            style={{ wordBreak: "break-all" }}
          >
            {commitment}
          </Typography.Text>
        </Space>
      ),
      okButtonProps: { "data-testid": "nft-series-commitment-ok" },
    });
  };

  const askReveal = (s: NftAdminSeries) =>
    modal.confirm({
      title: t("nft.series.revealTitle", { name: s.name }),
      content: t("nft.series.revealConfirm"),
      okText: t("nft.series.reveal"),
      okButtonProps: { "data-testid": "nft-reveal-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => reveal.mutateAsync(s.id).then(() => void message.success(t("nft.series.revealed"))),
    });

  const columns: TableColumnsType<NftAdminSeries> = [
    { title: "#", dataIndex: "id", width: 56 },
    {
      title: t("nft.series.name"),
      key: "name",
      render: (_, s) => (
        <Flex gap={8} align="center">
          <Thumb src={s.cover} />
          {s.name}
        </Flex>
      ),
    },
    {
      title: t("nft.series.price"),
      key: "price",
      align: "right",
      render: (_, s) => <Amount value={s.price} currency={s.currency_type} />,
    },
    { title: t("nft.series.sold"), key: "sold", align: "right", render: (_, s) => `${s.sold} / ${s.total}` },
    {
      title: t("nft.series.commitment"),
      key: "commitment",
      render: (_, s) => <Digest hex={s.commitment} testId="nft-series-commitment-cell" />,
    },
    {
      title: t("nft.series.seed"),
      key: "seed",
      render: (_, s) => (s.seed === null ? "—" : <Digest hex={s.seed} testId="nft-series-seed" />),
    },
    {
      title: t("nft.sale.state"),
      dataIndex: "state",
      render: (state: NftAdminSeries["state"]) => <SaleStateTag state={state} />,
    },
    windowColumn<NftAdminSeries>(t("nft.sale.window")),
  ];

  const submit = ({ start_at, end_at, table, ...v }: Values) =>
    create
      .mutateAsync({
        ...v,
        name: v.name.trim(),
        cover: v.cover ?? "",
        description: v.description ?? "",
        price: v.price.trim(),
        start_at: isoOf(start_at),
        end_at: isoOf(end_at),
        table: table.map((row) => ({ artwork_id: row.artwork_id ?? 0, count: row.count ?? 0 })),
        id: null,
      })
      .then(showCommitment);

  return (
    <NftList<NftAdminSeries, Values>
      name="series"
      help={t("nft.series.help")}
      records={series}
      columns={columns}
      newLabel={t("nft.series.new")}
      title={() => t("nft.series.new")}
      saved={t("nft.series.saved")}
      form={form}
      valuesOf={valuesOf}
      onSave={submit}
      width={720}
      actions={(s) =>
        mayEdit &&
        mayReveal(s) && (
          <Button size="small" type="link" onClick={() => askReveal(s)} data-testid="nft-reveal">
            {t("nft.series.reveal")}
          </Button>
        )
      }
      expandable={{
        expandedRowRender: (s) => (
          <Space orientation="vertical" size={4}>
            {s.table.map(({ artwork, count }) => (
              <Space key={artwork.id} size={8}>
                <RarityTag rarity={artwork.rarity} />
                <TwoLines main={`#${artwork.id} ${artwork.title}`} sub={t("nft.series.boxes", { count })} />
              </Space>
            ))}
          </Space>
        ),
      }}
      fields={() => (
        <>
          <Form.Item name="name" label={t("nft.series.name")} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={80} {...fieldProps("name")} />
          </Form.Item>
          <Form.Item name="cover" label={t("nft.field.cover")}>
            <CoverInput />
          </Form.Item>
          <Form.Item name="description" label={t("nft.field.description")}>
            <Input.TextArea rows={3} maxLength={2000} showCount {...fieldProps("description")} />
          </Form.Item>
          <CoinPriceFields name="series" priceLabel={t("nft.series.price")} />
          <WindowFields name="series" />
          <TableFields />
        </>
      )}
    />
  );
}
