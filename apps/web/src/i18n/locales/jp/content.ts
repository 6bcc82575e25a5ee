import type enContent from "../en/content";

/** 日本語: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "ニュース",
    activity: "キャンペーン",
    eventPlaza: "イベント広場",
    guide: "初心者ガイド",
    compliance: "運営コンプライアンス",
    article: "記事",
    noNews: "ニュースはまだありません",
    noActivity: "現在キャンペーンはありません",
    noHelp: "ヘルプ記事はまだありません",
    noArticles: "まだ何もありません",
    notFound: "この記事は存在しません",
    openLink: "開く",
    badLink: "このリンクは開けません",
    badLinkHint: "表示できるのは http と https のページのみです。",
    offsiteLink: "このページはアプリ内で開けません",
    offsiteLinkHint:
      "ここで開けるのは当サイトのページと、運営が承認したサイトのみです。ブラウザで開く前にアドレスをご確認ください。",
    linkAddress: "アドレス",
    fallbackNote: "英語で表示しています — 日本語版はまだありません",
  },
  support: {
    liveChat: "サポートとライブチャット",
    intro: "24時間いつでもサポートします。",
    online: "オンラインサポート",
    email: "メールサポート",
    telegram: "Telegram",
    twitter: "X（Twitter）",
    none: "現在ご利用いただける連絡手段はありません",
    offline: "オンラインサポートは現在ご利用いただけません",
    writeTo: "{{email}} までメールでお問い合わせください。できるだけ早く返信します。",
  },
  download: {
    version: "バージョン {{version}}",
    get: "アプリをダウンロード",
    webOnly: "Bourseはブラウザで使えます。ホーム画面に追加すればアプリのように開けます。",
    homeScreen: "ホーム画面に追加",
    homeScreenIntro: "ホーム画面からBourseを全画面で、インストール済みアプリのように開けます。",
    iosTitle: "iPhone・iPad",
    ios: "Safariで共有ボタンをタップし、「ホーム画面に追加」を選びます。",
    androidTitle: "Android",
    android: "Chromeで ⋮ メニューを開き、「アプリをインストール」または「ホーム画面に追加」を選びます。",
  },
  upload: {
    choose: "タップしてアップロード",
    uploading: "アップロード中…",
    done: "アップロード済み",
    failed: "失敗しました。タップして再試行",
    notImage: "JPEG・PNG・GIF・WebPの画像を選んでください",
    tooLarge: "画像は {{megabytes}} MB 以下にしてください",
    again: "アップロードできませんでした。もう一度アップロードしてください。",
  },
  list: {
    pull: "下に引いて更新",
    release: "離して更新",
    refreshed: "更新しました",
    noMore: "これ以上ありません",
  },
  time: {
    justNow: "たった今",
  },
};

export default content;
