import { App, Button, Flex, Image, Space, Typography, Upload } from "antd";
import { useI18n } from "../../../i18n";
import { useUploadImage } from "../api/articles";

const MAX_BYTES = 5 * 1024 * 1024;

/** A cover image field: uploads through the console and holds the public URL (`/uploads/<name>`). */
export function CoverInput({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const upload = useUploadImage();

  const pick = (file: File) => {
    if (!file.type.startsWith("image/")) message.error(t("content.cover.notImage"));
    else if (file.size > MAX_BYTES)
      message.error(t("content.cover.tooLarge", { mb: MAX_BYTES / 1024 / 1024 }));
    else upload.mutate(file, { onSuccess: (url) => onChange?.(url) });
    // the upload goes through our client (token header), never antd's own request
    return false;
  };

  return (
    <Flex gap={16} align="flex-start">
      {value ? (
        <Image
          src={value}
          width={240}
          height={120}
          alt={t("content.cover")}
          data-testid="cover-preview"
          style={{ objectFit: "cover", borderRadius: 6, border: "1px solid #f0f0f0" }}
        />
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
          <Typography.Text type="secondary">{t("content.cover.none")}</Typography.Text>
        </Flex>
      )}
      <Space orientation="vertical">
        <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} beforeUpload={pick}>
          <Button loading={upload.isPending}>
            {value ? t("content.cover.replace") : t("content.cover.upload")}
          </Button>
        </Upload>
        {value && (
          <Button type="link" danger size="small" onClick={() => onChange?.("")} style={{ padding: 0 }}>
            {t("content.cover.remove")}
          </Button>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("content.cover.help")}
        </Typography.Text>
      </Space>
    </Flex>
  );
}
