import { Form, Input, InputNumber, Select, type TableColumnsType } from "antd";
import { useI18n } from "../../../i18n";
import { TwoLines } from "../../../ui/clipped";
import {
  type NftAdminArtwork,
  type NftArtworkBody,
  RARITIES,
  useNftArtworks,
  useNftCollections,
  useSaveNftArtwork,
} from "../api/nft";
import { leastEditions, needsPoster } from "../nft-rules";
import { MediaInput, type MediaValue } from "./media-input";
import { ArtworkTypeTag, artworkThumb, RarityTag } from "./nft-fields";
import { NftList, nftFieldProps } from "./nft-list";

const fieldProps = nftFieldProps("artwork");

/** The form's values: the uploads as their answers (the body sends their URLs). */
type Values = Omit<NftArtworkBody, "media" | "poster"> & {
  media: MediaValue | null;
  poster?: MediaValue | null;
};

function valuesOf(a: NftAdminArtwork | null): Partial<Values> {
  if (!a) return { description: "", rarity: "common", media: null, editions: 1 };
  return {
    collection_id: a.collection.id,
    title: a.title,
    description: a.description,
    rarity: a.rarity,
    media: { url: a.media, artwork_type: a.artwork_type, thumb: a.thumb },
    poster: needsPoster(a.artwork_type) ? { url: a.poster, artwork_type: "image", thumb: a.thumb } : null,
    editions: a.editions,
  };
}

/**
 * The artworks of the collections: their file (image, GIF, audio or video, typed by the server from
 * its content, with a poster for audio and video), rarity and editions, with those minted and offered
 * in first sales; admins add and change them (never below the editions minted or offered).
 */
export function ArtworksSection() {
  const { t } = useI18n();
  const artworks = useNftArtworks();
  const collections = useNftCollections();
  const save = useSaveNftArtwork();
  const [form] = Form.useForm<Values>();
  const media: MediaValue | null | undefined = Form.useWatch("media", form);
  const posterShown = needsPoster(media?.artwork_type);

  const columns: TableColumnsType<NftAdminArtwork> = [
    { title: "#", dataIndex: "id", width: 56 },
    { title: t("nft.artwork.thumb"), key: "thumb", render: (_, a) => artworkThumb(a) },
    {
      title: t("nft.artwork.title"),
      key: "title",
      render: (_, a) => <TwoLines main={a.title} sub={`${a.collection.name} · ${a.artist.name}`} />,
    },
    {
      title: t("nft.artwork.type"),
      dataIndex: "artwork_type",
      render: (type: NftAdminArtwork["artwork_type"]) => <ArtworkTypeTag type={type} />,
    },
    {
      title: t("nft.field.rarity"),
      dataIndex: "rarity",
      render: (rarity: NftAdminArtwork["rarity"]) => <RarityTag rarity={rarity} />,
    },
    { title: t("nft.field.editions"), dataIndex: "editions", align: "right" },
    { title: t("nft.artwork.minted"), dataIndex: "minted", align: "right" },
    { title: t("nft.artwork.offered"), dataIndex: "offered", align: "right" },
  ];

  const submit = (v: Values, row: NftAdminArtwork | null) => {
    const poster = needsPoster(v.media?.artwork_type) ? v.poster?.url : undefined;
    return save.mutateAsync({
      collection_id: v.collection_id,
      title: v.title.trim(),
      description: v.description ?? "",
      rarity: v.rarity,
      media: v.media?.url ?? "",
      ...(poster ? { poster } : {}),
      editions: v.editions,
      id: row?.id ?? null,
    });
  };

  return (
    <NftList<NftAdminArtwork, Values>
      name="artwork"
      help={t("nft.artwork.help")}
      records={artworks}
      columns={columns}
      newLabel={t("nft.artwork.new")}
      title={(a) => (a ? t("nft.artwork.editTitle", { id: a.id }) : t("nft.artwork.new"))}
      saved={t("nft.artwork.saved")}
      form={form}
      valuesOf={valuesOf}
      onSave={submit}
      editable
      width={680}
      fields={(row) => {
        const least = leastEditions(row);
        return (
          <>
            <Form.Item name="collection_id" label={t("nft.field.collection_id")} rules={[{ required: true }]}>
              <Select
                showSearch={{ optionFilterProp: "label" }}
                loading={collections.isFetching}
                options={(collections.data ?? []).map((c) => ({
                  value: c.id,
                  label: `#${c.id} ${c.name} · ${c.artist.name}`,
                }))}
                {...fieldProps("collection_id")}
              />
            </Form.Item>
            <Form.Item
              name="title"
              label={t("nft.artwork.title")}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={80} {...fieldProps("title")} />
            </Form.Item>
            <Form.Item name="description" label={t("nft.field.description")}>
              <Input.TextArea rows={3} maxLength={2000} showCount {...fieldProps("description")} />
            </Form.Item>
            <Form.Item name="rarity" label={t("nft.field.rarity")} rules={[{ required: true }]}>
              <Select
                options={RARITIES.map((r) => ({ value: r, label: t(`nft.rarity.${r}`) }))}
                style={{ width: 200 }}
                {...fieldProps("rarity")}
              />
            </Form.Item>
            <Form.Item
              name="media"
              label={t("nft.field.media")}
              rules={[{ required: true, message: t("nft.media.required") }]}
            >
              <MediaInput name="media" testId="nft-artwork-field-media" />
            </Form.Item>
            {posterShown && (
              <Form.Item
                name="poster"
                label={t("nft.field.poster")}
                extra={t("nft.media.posterWhy")}
                rules={[{ required: true, message: t("nft.media.posterRequired") }]}
              >
                <MediaInput name="poster" poster testId="nft-artwork-field-poster" />
              </Form.Item>
            )}
            <Form.Item
              name="editions"
              label={t("nft.field.editions")}
              extra={
                row ? t("nft.artwork.editionsHelp", { minted: row.minted, offered: row.offered }) : undefined
              }
              rules={[
                { required: true },
                { type: "number", min: least, message: t("nft.artwork.editionsRule", { min: least }) },
              ]}
            >
              <InputNumber
                min={1}
                max={100_000}
                precision={0}
                style={{ width: 200 }}
                {...fieldProps("editions")}
              />
            </Form.Item>
          </>
        );
      }}
    />
  );
}
