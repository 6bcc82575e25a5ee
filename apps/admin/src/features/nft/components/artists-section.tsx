import { Avatar, Flex, Form, Input, type TableColumnsType } from "antd";
import { useI18n } from "../../../i18n";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { CoverInput } from "../../content/components/cover-input";
import { percentColumn } from "../../earn/components/amount-column";
import { percentOf } from "../../earn/dual-rules";
import { type NftAdminArtist, type NftArtistBody, useNftArtists, useSaveNftArtist } from "../api/nft";
import { ROYALTY_LIMIT, royaltyProblem } from "../nft-rules";
import { NftList, nftFieldProps } from "./nft-list";

const fieldProps = nftFieldProps("artist");

const valuesOf = (a: NftAdminArtist | null): Partial<NftArtistBody> =>
  a
    ? {
        name: a.name,
        avatar: a.avatar,
        bio: a.bio,
        royalty_rate: a.royalty_rate,
        user_email: a.user_email ?? "",
      }
    : { avatar: "", bio: "", user_email: "" };

/**
 * The artists: name, avatar, bio, the royalty rate they receive on every resale and the venue account
 * it is paid to (without one the venue holds it for them); admins add and change them (audited).
 */
export function ArtistsSection() {
  const { t } = useI18n();
  const artists = useNftArtists();
  const save = useSaveNftArtist();
  const [form] = Form.useForm<NftArtistBody>();
  const rate: string | undefined = Form.useWatch("royalty_rate", form);

  const columns: TableColumnsType<NftAdminArtist> = [
    { title: "#", dataIndex: "id", width: 56 },
    {
      title: t("nft.artist.name"),
      key: "artist",
      render: (_, a) => (
        <Flex gap={8} align="center">
          <Avatar src={a.avatar || undefined}>{a.name.slice(0, 1)}</Avatar>
          <TwoLines main={a.name} sub={a.user_email ?? t("nft.artist.heldByVenue")} />
        </Flex>
      ),
    },
    percentColumn<NftAdminArtist>(t("nft.field.royalty_rate"), "royalty_rate"),
    { title: t("nft.section.collections"), dataIndex: "collections", align: "right" },
    { title: t("nft.section.artworks"), dataIndex: "artworks", align: "right" },
    {
      title: t("nft.field.bio"),
      dataIndex: "bio",
      render: (bio: string) => <Clipped text={bio} width={280} />,
    },
  ];

  const submit = (v: NftArtistBody, row: NftAdminArtist | null) =>
    save.mutateAsync({
      name: v.name.trim(),
      avatar: v.avatar ?? "",
      bio: v.bio ?? "",
      royalty_rate: v.royalty_rate.trim(),
      user_email: (v.user_email ?? "").trim(),
      id: row?.id ?? null,
    });

  return (
    <NftList<NftAdminArtist, NftArtistBody>
      name="artist"
      help={t("nft.artist.help")}
      records={artists}
      columns={columns}
      newLabel={t("nft.artist.new")}
      title={(a) => (a ? t("nft.artist.editTitle", { id: a.id }) : t("nft.artist.new"))}
      saved={t("nft.artist.saved")}
      form={form}
      valuesOf={valuesOf}
      onSave={submit}
      editable
      fields={() => (
        <>
          <Form.Item name="name" label={t("nft.artist.name")} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={60} {...fieldProps("name")} />
          </Form.Item>
          <Form.Item name="avatar" label={t("nft.field.avatar")}>
            <CoverInput />
          </Form.Item>
          <Form.Item name="bio" label={t("nft.field.bio")}>
            <Input.TextArea rows={4} maxLength={2000} showCount {...fieldProps("bio")} />
          </Form.Item>
          <Form.Item
            name="royalty_rate"
            label={t("nft.field.royalty_rate")}
            extra={
              royaltyProblem(rate ?? "") === null
                ? t("nft.artist.royaltyShown", { percent: percentOf(rate ?? "") })
                : t("nft.artist.royaltyHelp")
            }
            required
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (royaltyProblem((value ?? "").trim()))
                    throw new Error(t("nft.artist.royaltyRule", { limit: ROYALTY_LIMIT }));
                },
              },
            ]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.05"
              style={{ width: 200 }}
              {...fieldProps("royalty_rate")}
            />
          </Form.Item>
          <Form.Item
            name="user_email"
            label={t("nft.field.user_email")}
            extra={t("nft.artist.userEmailHelp")}
            normalize={(v: string) => v.trim()}
            rules={[{ type: "email", message: t("nft.artist.emailRule") }]}
          >
            <Input type="email" maxLength={254} autoComplete="off" {...fieldProps("user_email")} />
          </Form.Item>
        </>
      )}
    />
  );
}
