import { Flex, Image, Skeleton, Typography } from "antd";
import { usePrivateFileUrl } from "../api/private-file";

/**
 * A private upload (KYC photo, deposit voucher, payment proof, chat picture), fetched with the
 * operator's token; click to zoom (antd preview). `failed` is said when it cannot be read, or when
 * there is no path.
 */
export function PrivateImage({
  path,
  alt,
  width,
  height,
  failed,
  testId,
}: {
  path: string | null;
  alt: string;
  width: number;
  height: number;
  failed: string;
  testId?: string;
}) {
  const { url, loading, failed: unreadable } = usePrivateFileUrl(path);
  const frame = { width, height, border: "1px solid #f0f0f0", borderRadius: 6 };
  if (!path || unreadable)
    return (
      <Flex align="center" justify="center" style={{ ...frame, background: "#fafafa" }}>
        <Typography.Text type="secondary">{failed}</Typography.Text>
      </Flex>
    );
  if (loading || !url) return <Skeleton.Image active style={{ width, height }} />;
  return (
    <Image
      src={url}
      alt={alt}
      width={width}
      height={height}
      data-testid={testId}
      style={{ objectFit: "contain", background: "#fafafa", ...frame }}
    />
  );
}
