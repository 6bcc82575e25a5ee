import type enContent from "../en/content";

/** 繁體中文: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "新聞資訊",
    activity: "活動中心",
    eventPlaza: "活動廣場",
    guide: "新手指南",
    compliance: "營運合規",
    article: "文章詳情",
    noNews: "暫無資訊",
    noActivity: "暫無活動",
    noHelp: "暫無幫助文章",
    noArticles: "暫無內容",
    notFound: "文章不存在",
    openLink: "打開",
    badLink: "無法打開此連結",
    badLinkHint: "僅支援顯示 http 和 https 網頁。",
    offsiteLink: "此網頁無法在應用程式內打開",
    offsiteLinkHint: "這裡只能打開本站頁面及平台認可的網站。如需在瀏覽器中瀏覽，請先核對網址。",
    linkAddress: "網址",
    fallbackNote: "以英文顯示 — 暫未提供繁體中文版本",
  },
  support: {
    liveChat: "線上聊天客服",
    intro: "我們全天候為您服務。",
    online: "線上客服",
    email: "電郵客服",
    telegram: "Telegram",
    twitter: "X（Twitter）",
    none: "暫無可用的聯絡方式",
    offline: "線上客服暫不可用",
    writeTo: "請發送電郵至 {{email}}，我們會盡快回覆。",
  },
  download: {
    version: "版本 {{version}}",
    get: "下載 App",
    webOnly: "Bourse 可直接在瀏覽器中使用，加入主畫面後即可像 App 一樣打開。",
    homeScreen: "加入主畫面",
    homeScreenIntro: "從主畫面全螢幕打開 Bourse，就像已安裝的 App。",
    iosTitle: "iPhone 和 iPad",
    ios: "在 Safari 中點擊「分享」按鈕，然後選擇「加入主畫面」。",
    androidTitle: "Android",
    android: "在 Chrome 中打開 ⋮ 選單，選擇「安裝應用程式」或「新增至主畫面」。",
  },
  upload: {
    choose: "點擊上傳",
    uploading: "上傳中…",
    done: "已上傳",
    failed: "上傳失敗，點擊重試",
    notImage: "請選擇 JPEG、PNG、GIF 或 WebP 圖片",
    tooLarge: "圖片不能超過 {{megabytes}} MB",
    again: "上傳未成功，請重新上傳。",
  },
  list: {
    pull: "下拉重新整理",
    release: "放開即可重新整理",
    refreshed: "已重新整理",
    noMore: "沒有更多了",
  },
  time: {
    justNow: "剛剛",
  },
};

export default content;
