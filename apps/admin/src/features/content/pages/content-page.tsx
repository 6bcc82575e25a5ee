import { App, Button, Card, Empty, Image, Popconfirm, Space, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { AdminArticle } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { useArticles, useDeleteArticle } from "../api/articles";
import { categories, contentLanguages } from "../categories";
import { ArticleEditor } from "../components/article-editor";

const PAGE_SIZE = 20;

/** The title to list an article by: English, else the first translation it has. */
function titleOf(article: AdminArticle): string {
  const first = contentLanguages.map((lang) => article.translations[lang]?.title).find(Boolean);
  return first ?? "";
}

/** Content: articles per category (news, banners, help, legal pages…) in every app language. */
export function ContentPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const category = categories.find((c) => String(c.id) === params.get("c_id")) ?? categories[0]!;
  const page = Number(params.get("page")) || 1;
  const articles = useArticles(category.id, page, PAGE_SIZE);
  const remove = useDeleteArticle();
  // undefined: editor closed; null: a new article
  const [editing, setEditing] = useState<AdminArticle | null | undefined>(undefined);
  // Each opening mounts a new editor (its own form), so no text of the article edited before is
  // carried into the next one.
  const [opening, setOpening] = useState(0);
  const edit = (article: AdminArticle | null) => {
    setOpening((n) => n + 1);
    setEditing(article);
  };

  const columns: TableColumnsType<AdminArticle> = [
    { title: t("content.id"), dataIndex: "id" },
    ...(category.coverRequired
      ? [
          {
            title: t("content.cover"),
            dataIndex: "cover",
            render: (cover: string) =>
              cover ? (
                <Image src={cover} width={96} height={48} style={{ objectFit: "cover", borderRadius: 4 }} />
              ) : (
                "—"
              ),
          },
        ]
      : []),
    {
      title: t("content.articleTitle"),
      key: "title",
      render: (_, a) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => edit(a)}>
          <Clipped text={titleOf(a) || t("content.untitled")} width={320} />
        </Button>
      ),
    },
    {
      title: t("content.languages"),
      key: "languages",
      render: (_, a) => (
        <Space size={[4, 4]} wrap>
          {contentLanguages
            .filter((lang) => a.translations[lang])
            .map((lang) => (
              <Tag key={lang} style={{ marginInlineEnd: 0 }}>
                {lang}
              </Tag>
            ))}
        </Space>
      ),
    },
    {
      title: t("content.published"),
      dataIndex: "published",
      render: (published: boolean) =>
        published ? (
          <Tag color="success">{t("content.state.published")}</Tag>
        ) : (
          <Tag>{t("content.state.draft")}</Tag>
        ),
    },
    {
      title: t("content.pop"),
      dataIndex: "pop",
      render: (pop: boolean) => (pop ? <Tag color="orange">{t("common.yes")}</Tag> : "—"),
    },
    { title: t("content.sort"), dataIndex: "sort" },
    { title: t("content.updatedAt"), dataIndex: "updated_at", render: formatDateTime },
    {
      title: t("common.actions"),
      key: "actions",
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => edit(a)}>
            {t("common.edit")}
          </Button>
          <Popconfirm
            title={t("content.deleteTitle")}
            description={t("content.deleteConfirm", { title: titleOf(a) })}
            okText={t("common.delete")}
            okButtonProps={{ danger: true }}
            cancelText={t("common.cancel")}
            onConfirm={() => remove.mutateAsync(a.id).then((text) => message.success(text))}
          >
            <Button type="link" size="small" danger>
              {t("common.delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      activeTabKey={String(category.id)}
      onTabChange={(key) => setParams({ c_id: key })}
      tabList={categories.map((c) => ({ key: String(c.id), label: t(c.label) }))}
      tabProps={{ size: "middle" }}
      tabBarExtraContent={
        <Button type="primary" onClick={() => edit(null)}>
          {t("content.new")}
        </Button>
      }
    >
      <Table<AdminArticle>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={articles.data?.data}
        loading={articles.isFetching}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t("content.empty", { category: t(category.label) })}
            >
              <Button type="primary" onClick={() => edit(null)}>
                {t("content.new")}
              </Button>
            </Empty>
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: articles.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t("common.total", { total }),
          onChange: (next) => setParams({ c_id: String(category.id), page: String(next) }),
        }}
      />
      <ArticleEditor
        key={opening}
        category={category}
        article={editing}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
