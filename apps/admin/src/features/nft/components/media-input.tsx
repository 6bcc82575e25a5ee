import { Button, Flex, Form, Image, Space, Typography, Upload } from "antd";
import { useI18n } from "../../../i18n";
import { type NftMedia, useUploadNftMedia } from "../api/nft";
import { mediaLimitMb } from "../nft-rules";
import { ArtworkTypeTag } from "./nft-fields";

/** An uploaded artwork file as its field holds it: the URL the body sends, its type and its still. */
export type MediaValue = Pick<NftMedia, "url" | "artwork_type" | "thumb">;

const MEDIA_TYPES =
  "image/jpeg,image/png,image/webp,image/gif,audio/mpeg,audio/ogg,audio/wav,video/mp4,video/webm,.mp3,.ogg,.wav,.mp4,.webm";
const POSTER_TYPES = "image/jpeg,image/png,image/webp,image/gif";
const MB = 1024 * 1024;

/** What was uploaded: the still of an image or GIF, a player for audio and video. */
function Preview({ value }: { value: MediaValue }) {
  const { t } = useI18n();
  const box = { width: 240, borderRadius: 6, border: "1px solid #f0f0f0" } as const;
  // an operator's preview of the file just uploaded: no captions exist for it
  if (value.artwork_type === "audio")
    // biome-ignore lint/a11y/useMediaCaption: a preview of an upload, see above
    return <audio controls src={value.url} style={{ width: 240 }} />;
  if (value.artwork_type === "video")
    // biome-ignore lint/a11y/useMediaCaption: a preview of an upload, see above
    return <video controls src={value.url} style={box} />;
  return (
    <Image
      src={value.thumb || value.url}
      width={240}
      alt={t("nft.media.preview")}
      preview={{ src: value.url }}
      style={{ ...box, objectFit: "cover" }}
    />
  );
}

/**
 * A file of an artwork, uploaded to `POST /admin/nft/media` (the server decides its type from its
 * content): the media itself, or (`poster`) the image shown for audio and video. A refusal, the
 * browser's or the server's (NFT_MEDIA_INVALID), shows on the field `name`.
 */
export function MediaInput({
  name,
  poster,
  value,
  onChange,
  testId,
}: {
  name: string;
  poster?: boolean;
  value?: MediaValue | null;
  onChange?: (value: MediaValue) => void;
  testId: string;
}) {
  const { t } = useI18n();
  const form = Form.useFormInstance();
  const upload = useUploadNftMedia();
  const refuse = (message: string) => form.setFields([{ name, errors: [message] }]);
  const notImage = t("nft.media.notImage");

  const pick = (file: File) => {
    const limit = mediaLimitMb(file.type);
    if (poster && file.type !== "" && !POSTER_TYPES.split(",").includes(file.type)) refuse(notImage);
    else if (limit !== null && file.size > limit * MB) refuse(t("nft.media.tooLarge", { mb: limit }));
    else
      upload.mutate(file, {
        onSuccess: (media) => {
          if (poster && media.artwork_type !== "image" && media.artwork_type !== "gif") refuse(notImage);
          else onChange?.({ url: media.url, artwork_type: media.artwork_type, thumb: media.thumb });
        },
        onError: (error) => refuse(error.message),
      });
    // the upload goes through the console's client (token header), never antd's own request
    return false;
  };

  return (
    <Flex gap={16} align="flex-start" data-testid={testId}>
      {value ? (
        <Space orientation="vertical" size={4}>
          <Preview value={value} />
          {!poster && <ArtworkTypeTag type={value.artwork_type} />}
        </Space>
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{
            width: 240,
            height: 120,
            border: "1px dashed #d9d9d9",
            borderRadius: 6,
            background: "#fafafa",
          }}
        >
          <Typography.Text type="secondary">{t("nft.media.none")}</Typography.Text>
        </Flex>
      )}
      <Space orientation="vertical">
        <Upload accept={poster ? POSTER_TYPES : MEDIA_TYPES} showUploadList={false} beforeUpload={pick}>
          <Button loading={upload.isPending} data-testid={`${testId}-upload`}>
            {value ? t("nft.media.replace") : t("nft.media.upload")}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {poster ? t("nft.media.posterHelp") : t("nft.media.help")}
        </Typography.Text>
      </Space>
    </Flex>
  );
}
