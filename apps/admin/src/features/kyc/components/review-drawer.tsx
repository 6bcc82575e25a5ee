import {
  App,
  Button,
  Descriptions,
  type DescriptionsProps,
  Drawer,
  Flex,
  Image,
  Popconfirm,
  Space,
  Typography,
} from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import type { KycApplication } from "../../../api/types";
import { type MessageKey, useI18n } from "../../../i18n";
import { formatDateTime, orDash } from "../../../ui/format";
import { KycLevelTag, KycStateTag } from "../../../ui/tags";
import { useReviewApplication } from "../api/review-application";
import { DuplicateAlert } from "./duplicate-alert";
import { KycPhoto } from "./kyc-photo";
import { RejectModal } from "./reject-modal";

const docTypes: Record<string, MessageKey> = {
  id_card: "kyc.doc.id_card",
  passport: "kyc.doc.passport",
  driver_licence: "kyc.doc.driver_licence",
  residence_permit: "kyc.doc.residence_permit",
  other: "kyc.doc.other",
};

export function useDocTypeLabel() {
  const { t } = useI18n();
  return (docType: string | null) => {
    const key = docType ? docTypes[docType] : undefined;
    return key ? t(key) : orDash(docType);
  };
}

/** The review panel: what the user declared, the photos (zoomable), and the decision. */
export function ReviewDrawer({
  application,
  onClose,
}: {
  application: KycApplication | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const docLabel = useDocTypeLabel();
  const mayReview = useCan("kyc");
  const review = useReviewApplication();
  const [rejecting, setRejecting] = useState(false);
  const a = application;
  const open = a !== null;
  const decidable = a?.state === "review" && mayReview;

  const decide = (decision: { approve: true } | { approve: false; reason: string }) =>
    a &&
    review.mutate(
      { id: a.id, ...decision },
      {
        onSuccess: (text) => {
          message.success(text);
          setRejecting(false);
          onClose();
        },
      },
    );

  const items: DescriptionsProps["items"] = !a
    ? []
    : [
        { key: "account", label: t("kyc.user"), span: 2, children: `${a.account} (#${a.user_id})` },
        { key: "level", label: t("kyc.level"), children: <KycLevelTag level={a.level} /> },
        { key: "state", label: t("kyc.state"), children: <KycStateTag state={a.state} /> },
        ...(a.level === 1
          ? [
              { key: "name", label: t("kyc.name"), children: orDash(a.name) },
              { key: "nationality", label: t("kyc.nationality"), children: orDash(a.nationality) },
              { key: "docType", label: t("kyc.docType"), children: docLabel(a.doc_type) },
              { key: "docNumber", label: t("kyc.docNumber"), children: orDash(a.doc_number) },
            ]
          : [
              { key: "relatives", label: t("kyc.relatives"), children: orDash(a.relatives) },
              { key: "relationship", label: t("kyc.relationship"), children: orDash(a.relationship) },
              { key: "relativesPhone", label: t("kyc.relativesPhone"), children: orDash(a.relatives_phone) },
              {
                key: "relativesAddress",
                label: t("kyc.relativesAddress"),
                children: orDash(a.relatives_address),
              },
            ]),
        {
          key: "submitted",
          label: t("kyc.submittedAt"),
          span: a.state === "review" ? 2 : 1,
          children: formatDateTime(a.created_at),
        },
        ...(a.state === "review"
          ? []
          : [
              { key: "reviewedAt", label: t("kyc.reviewedAt"), children: formatDateTime(a.reviewed_at) },
              { key: "reviewedBy", label: t("kyc.reviewedBy"), span: 2, children: orDash(a.reviewed_by) },
            ]),
        ...(a.state === "rejected"
          ? [{ key: "reason", label: t("kyc.rejectReason"), span: 2, children: orDash(a.reject_reason) }]
          : []),
      ];

  const photos = !a
    ? []
    : a.level === 1
      ? [
          { path: a.front_pic, label: t("kyc.photo.front") },
          { path: a.reverse_pic, label: t("kyc.photo.reverse") },
        ]
      : [{ path: a.hand_pic, label: t("kyc.photo.hand") }];

  const footer = decidable && (
    <Flex justify="flex-end">
      <Space>
        <Button danger onClick={() => setRejecting(true)} disabled={review.isPending}>
          {t("kyc.reject")}
        </Button>
        <Popconfirm
          title={t("kyc.approve.title")}
          description={t("kyc.approve.confirm", { level: a.level })}
          okText={t("kyc.approve")}
          cancelText={t("common.cancel")}
          onConfirm={() => decide({ approve: true })}
        >
          <Button type="primary" loading={review.isPending && !rejecting}>
            {t("kyc.approve")}
          </Button>
        </Popconfirm>
      </Space>
    </Flex>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={760}
      title={a ? t("kyc.drawerTitle", { id: a.id }) : ""}
      footer={footer || undefined}
      destroyOnHidden
    >
      {a ? <DuplicateAlert application={a} /> : null}
      <Descriptions bordered size="small" column={2} items={items} styles={{ label: { width: 150 } }} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t("kyc.photos")}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t("kyc.photosHelp")}
      </Typography.Paragraph>
      <Image.PreviewGroup>
        <Flex gap={16} wrap>
          {photos.map((photo) => (
            <KycPhoto key={photo.label} path={photo.path} label={photo.label} />
          ))}
        </Flex>
      </Image.PreviewGroup>
      <RejectModal
        open={rejecting}
        pending={review.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => decide({ approve: false, reason })}
      />
    </Drawer>
  );
}
