import type enContent from "../en/content";

/** 简体中文: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "新闻资讯",
    activity: "活动中心",
    eventPlaza: "活动广场",
    guide: "新手指南",
    compliance: "运营合规",
    article: "文章详情",
    noNews: "暂无资讯",
    noActivity: "暂无活动",
    noHelp: "暂无帮助文章",
    noArticles: "暂无内容",
    notFound: "文章不存在",
    openLink: "打开",
    badLink: "无法打开此链接",
    badLinkHint: "仅支持显示 http 和 https 网页。",
    offsiteLink: "此网页无法在应用内打开",
    offsiteLinkHint: "这里只能打开本站页面及平台认可的网站。如需在浏览器中访问，请先核对网址。",
    linkAddress: "网址",
    fallbackNote: "以英文显示 — 暂无简体中文版本",
  },
  support: {
    liveChat: "在线聊天客服",
    intro: "我们全天候为您服务。",
    online: "在线客服",
    email: "邮件客服",
    telegram: "Telegram",
    twitter: "X（Twitter）",
    none: "暂无可用的联系方式",
    offline: "在线客服暂不可用",
    writeTo: "请发送邮件至 {{email}}，我们会尽快回复。",
  },
  download: {
    version: "版本 {{version}}",
    get: "下载 App",
    webOnly: "Bourse 可直接在浏览器中使用，添加到主屏幕后即可像 App 一样打开。",
    homeScreen: "添加到主屏幕",
    homeScreenIntro: "从主屏幕全屏打开 Bourse，就像已安装的 App。",
    iosTitle: "iPhone 和 iPad",
    ios: "在 Safari 中点击“分享”按钮，然后选择“添加到主屏幕”。",
    androidTitle: "Android",
    android: "在 Chrome 中打开 ⋮ 菜单，选择“安装应用”或“添加到主屏幕”。",
  },
  upload: {
    choose: "点击上传",
    uploading: "上传中…",
    done: "已上传",
    failed: "上传失败，点击重试",
    notImage: "请选择 JPEG、PNG、GIF 或 WebP 图片",
    tooLarge: "图片不能超过 {{megabytes}} MB",
    again: "上传未成功，请重新上传。",
  },
  list: {
    pull: "下拉刷新",
    release: "释放立即刷新",
    refreshed: "刷新成功",
    noMore: "没有更多了",
  },
  time: {
    justNow: "刚刚",
  },
};

export default content;
