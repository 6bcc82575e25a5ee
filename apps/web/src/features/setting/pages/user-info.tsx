import List from "antd-mobile/es/components/list";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { userInfoKey, useUserInfo } from "../../../api/get-user-info";
import { queryClient } from "../../../api/query-client";
import { paths } from "../../../app/paths";
import { isNickname, isSignature } from "../../../ui/checks";
import { formatDate } from "../../../ui/format";
import { ImageUpload } from "../../../ui/image-upload";
import { maskPhone } from "../../../ui/mask";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { postEditNickname } from "../api/post-edit-nickname";
import { postEditSignature } from "../api/post-edit-signature";
import { postUploadHeadPortrait } from "../api/post-upload-head-portrait";
import { EditSheet } from "../components/edit-sheet";
import styles from "./setting.module.css";

type Editing = "nickname" | "signature" | null;

async function refreshUser(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: userInfoKey });
}

/** Profile: avatar (uploaded, then published as the public avatar), nickname and signature. */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const user = useUserInfo();
  const [editing, setEditing] = useState<Editing>(null);

  const saveAvatar = async (path: string) => {
    await postUploadHeadPortrait(path);
    showToast(t("profile.avatarSaved"));
    await refreshUser();
  };

  const save = (call: (value: string) => Promise<string>) => async (value: string) => {
    showToast(await call(value));
    await refreshUser();
  };

  if (!user) {
    return (
      <Page title={t("profile.title")} backTo={paths.setting}>
        <SectionLoading />
      </Page>
    );
  }

  return (
    <Page title={t("profile.title")} backTo={paths.setting}>
      <section className={styles.avatarCard}>
        <ImageUpload
          variant="avatar"
          label={t("profile.changeAvatar")}
          initialUrl={user.head_portrait}
          onUploaded={saveAvatar}
          testId="avatar-input"
        />
      </section>
      <List className={styles.group}>
        <List.Item
          extra={<span className={styles.value}>{user.nickname || t("setting.notSet")}</span>}
          onClick={() => setEditing("nickname")}
          data-testid="edit-nickname"
        >
          {t("profile.nickname")}
        </List.Item>
        <List.Item
          extra={<span className={styles.value}>{user.signature || t("setting.notSet")}</span>}
          onClick={() => setEditing("signature")}
          data-testid="edit-signature"
        >
          {t("profile.signature")}
        </List.Item>
      </List>
      <List className={styles.group}>
        <List.Item extra={<span className={styles.value}>{user.id}</span>}>{t("profile.uid")}</List.Item>
        <List.Item extra={<span className={styles.value}>{user.account}</span>}>
          {t("setting.account")}
        </List.Item>
        <List.Item extra={<span className={styles.value}>{user.email || t("security.notBound")}</span>}>
          {t("auth.email")}
        </List.Item>
        <List.Item
          extra={
            <span className={styles.value}>
              {user.phone ? maskPhone(user.phone, user.area_code) : t("security.notBound")}
            </span>
          }
        >
          {t("auth.mobile")}
        </List.Item>
        <List.Item extra={<span className={styles.value}>{formatDate(user.created_at, locale)}</span>}>
          {t("profile.joined")}
        </List.Item>
      </List>

      <EditSheet
        visible={editing === "nickname"}
        title={t("profile.nickname")}
        initial={user.nickname ?? ""}
        placeholder={t("profile.nicknamePlaceholder")}
        hint={t("profile.nicknameRule")}
        maxLength={10}
        check={(v) => (isNickname(v) ? null : t("profile.nicknameRule"))}
        onSave={save(postEditNickname)}
        onClose={() => setEditing(null)}
        testId="nickname"
      />
      <EditSheet
        visible={editing === "signature"}
        title={t("profile.signature")}
        initial={user.signature ?? ""}
        placeholder={t("profile.signaturePlaceholder")}
        hint={t("profile.signatureRule")}
        maxLength={30}
        check={(v) => (isSignature(v) ? null : t("profile.signatureRule"))}
        onSave={save(postEditSignature)}
        onClose={() => setEditing(null)}
        testId="signature"
      />
    </Page>
  );
}
