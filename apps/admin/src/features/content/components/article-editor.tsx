import { App, Badge, Button, Drawer, Flex, Form, Input, InputNumber, Space, Switch, Tabs } from "antd";
import { useState } from "react";
import type { AdminArticle, SaveArticleInput } from "../../../api/types";
import { contentLanguageNames, useI18n } from "../../../i18n";
import { useSaveArticle } from "../api/articles";
import { type Category, type ContentLanguage, contentLanguages } from "../categories";
import { CoverInput } from "./cover-input";

type Translation = { title?: string; summary?: string; body?: string };

interface EditorValues {
  published: boolean;
  pop: boolean;
  sort: number;
  link: string;
  cover: string;
  translations: Partial<Record<ContentLanguage, Translation>>;
}

const filled = (tr: Translation | undefined) =>
  Boolean(tr?.title?.trim() || tr?.summary?.trim() || tr?.body?.trim());

function initialValues(article: AdminArticle | null): EditorValues {
  return {
    published: article?.published ?? true,
    pop: article?.pop ?? false,
    sort: article?.sort ?? 0,
    link: article?.link ?? "",
    cover: article?.cover ?? "",
    translations: article?.translations ?? {},
  };
}

/** Only languages with a title travel; empty optional ones fall back to English in the apps. */
function toSaveInput(category: Category, article: AdminArticle | null, v: EditorValues): SaveArticleInput {
  const translations: SaveArticleInput["translations"] = {};
  for (const lang of contentLanguages) {
    const tr = v.translations[lang];
    if (!tr?.title?.trim()) continue;
    translations[lang] = {
      title: tr.title.trim(),
      summary: tr.summary?.trim() ?? "",
      body: tr.body?.trim() ?? "",
    };
  }
  return {
    ...(article ? { id: article.id } : {}),
    c_id: category.id,
    published: v.published,
    pop: v.pop,
    sort: v.sort ?? 0,
    cover: v.cover ?? "",
    link: v.link?.trim() ?? "",
    translations,
  };
}

/**
 * Creates or edits one article: a tab per language (English required), the flags, and the cover.
 * `article` undefined means closed, null means a new article.
 */
export function ArticleEditor({
  category,
  article,
  onClose,
}: {
  category: Category;
  article: AdminArticle | null | undefined;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditorValues>();
  const save = useSaveArticle();
  const [tab, setTab] = useState<ContentLanguage>("en");
  const translations = Form.useWatch("translations", form);
  const open = article !== undefined;

  const submit = (values: EditorValues) =>
    save.mutate(toSaveInput(category, article ?? null, values), {
      onSuccess: () => {
        message.success(t("content.saved"));
        onClose();
      },
    });

  const titleRule = (lang: ContentLanguage) => ({
    validator: async (_: unknown, title: string | undefined) => {
      if (title?.trim()) return;
      if (lang === "en") throw new Error(t("content.titleRequired"));
      if (filled(form.getFieldValue(["translations", lang]))) throw new Error(t("content.titleRequiredLang"));
    },
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={880}
      title={
        article
          ? t("content.editTitle", { id: article.id })
          : t("content.newTitle", { category: t(category.label) })
      }
      destroyOnHidden
      afterOpenChange={(visible) => visible && setTab("en")}
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{t("common.cancel")}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {t("common.save")}
            </Button>
          </Space>
        </Flex>
      }
    >
      {open && (
        <Form<EditorValues>
          form={form}
          layout="vertical"
          initialValues={initialValues(article)}
          onFinish={submit}
          onFinishFailed={({ errorFields }) => {
            const lang = errorFields.find((f) => f.name[0] === "translations")?.name[1];
            if (typeof lang === "string") setTab(lang as ContentLanguage);
          }}
        >
          <Flex gap={24} wrap>
            <Form.Item name="published" label={t("content.published")} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="pop"
              label={t("content.pop")}
              valuePropName="checked"
              tooltip={t("content.popHelp")}
            >
              <Switch />
            </Form.Item>
            <Form.Item name="sort" label={t("content.sort")} tooltip={t("content.sortHelp")}>
              <InputNumber precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              name="link"
              label={t("content.link")}
              tooltip={t("content.linkHelp")}
              style={{ flex: 1, minWidth: 260 }}
            >
              <Input placeholder={t("content.linkPlaceholder")} maxLength={300} />
            </Form.Item>
          </Flex>
          <Form.Item
            name="cover"
            label={t("content.cover")}
            rules={category.coverRequired ? [{ required: true, message: t("content.coverRequired") }] : []}
          >
            <CoverInput />
          </Form.Item>
          <Tabs
            tabPlacement="start"
            size="small"
            activeKey={tab}
            onChange={(key) => setTab(key as ContentLanguage)}
            items={contentLanguages.map((lang) => ({
              key: lang,
              forceRender: true,
              label: (
                <Badge dot={filled(translations?.[lang])} offset={[4, 0]} color="green">
                  {contentLanguageNames[lang]}
                  {lang === "en" ? " *" : ""}
                </Badge>
              ),
              children: (
                <>
                  <Form.Item
                    name={["translations", lang, "title"]}
                    label={t("content.articleTitle")}
                    rules={[titleRule(lang)]}
                  >
                    <Input maxLength={200} showCount />
                  </Form.Item>
                  <Form.Item name={["translations", lang, "summary"]} label={t("content.summary")}>
                    <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
                  </Form.Item>
                  <Form.Item
                    name={["translations", lang, "body"]}
                    label={t("content.body")}
                    extra={t("content.bodyHelp")}
                  >
                    <Input.TextArea autoSize={{ minRows: 10, maxRows: 24 }} maxLength={50_000} />
                  </Form.Item>
                </>
              ),
            }))}
          />
        </Form>
      )}
    </Drawer>
  );
}
