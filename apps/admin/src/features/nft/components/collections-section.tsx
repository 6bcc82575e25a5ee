import { Flex, Form, Input, Select, type TableColumnsType } from "antd";
import { useI18n } from "../../../i18n";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { CoverInput } from "../../content/components/cover-input";
import {
  type NftAdminCollection,
  type NftCollectionBody,
  useNftArtists,
  useNftCollections,
  useSaveNftCollection,
} from "../api/nft";
import { Thumb } from "./nft-fields";
import { NftList, nftFieldProps } from "./nft-list";

const fieldProps = nftFieldProps("collection");

const valuesOf = (c: NftAdminCollection | null): Partial<NftCollectionBody> =>
  c
    ? { artist_id: c.artist.id, name: c.name, cover: c.cover, description: c.description }
    : { cover: "", description: "" };

/** The collections, each of one artist; admins add and change them. */
export function CollectionsSection() {
  const { t } = useI18n();
  const collections = useNftCollections();
  const artists = useNftArtists();
  const save = useSaveNftCollection();
  const [form] = Form.useForm<NftCollectionBody>();

  const columns: TableColumnsType<NftAdminCollection> = [
    { title: "#", dataIndex: "id", width: 56 },
    {
      title: t("nft.collection.name"),
      key: "collection",
      render: (_, c) => (
        <Flex gap={8} align="center">
          <Thumb src={c.cover} />
          <TwoLines main={c.name} sub={c.artist.name} />
        </Flex>
      ),
    },
    { title: t("nft.section.artworks"), dataIndex: "artworks", align: "right" },
    {
      title: t("nft.field.description"),
      dataIndex: "description",
      render: (text: string) => <Clipped text={text} width={320} />,
    },
  ];

  const submit = (v: NftCollectionBody, row: NftAdminCollection | null) =>
    save.mutateAsync({
      artist_id: v.artist_id,
      name: v.name.trim(),
      cover: v.cover ?? "",
      description: v.description ?? "",
      id: row?.id ?? null,
    });

  return (
    <NftList<NftAdminCollection, NftCollectionBody>
      name="collection"
      help={t("nft.collection.help")}
      records={collections}
      columns={columns}
      newLabel={t("nft.collection.new")}
      title={(c) => (c ? t("nft.collection.editTitle", { id: c.id }) : t("nft.collection.new"))}
      saved={t("nft.collection.saved")}
      form={form}
      valuesOf={valuesOf}
      onSave={submit}
      editable
      fields={() => (
        <>
          <Form.Item name="artist_id" label={t("nft.field.artist_id")} rules={[{ required: true }]}>
            <Select
              showSearch={{ optionFilterProp: "label" }}
              loading={artists.isFetching}
              options={(artists.data ?? []).map((a) => ({ value: a.id, label: `#${a.id} ${a.name}` }))}
              {...fieldProps("artist_id")}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t("nft.collection.name")}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={80} {...fieldProps("name")} />
          </Form.Item>
          <Form.Item name="cover" label={t("nft.field.cover")}>
            <CoverInput />
          </Form.Item>
          <Form.Item name="description" label={t("nft.field.description")}>
            <Input.TextArea rows={4} maxLength={2000} showCount {...fieldProps("description")} />
          </Form.Item>
        </>
      )}
    />
  );
}
