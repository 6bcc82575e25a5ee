import type enContent from "../en/content";

/** 한국어: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "뉴스",
    activity: "이벤트",
    eventPlaza: "이벤트 광장",
    guide: "초보자 가이드",
    compliance: "운영 컴플라이언스",
    article: "게시글",
    noNews: "아직 뉴스가 없습니다",
    noActivity: "진행 중인 이벤트가 없습니다",
    noHelp: "아직 도움말이 없습니다",
    noArticles: "아직 내용이 없습니다",
    notFound: "존재하지 않는 게시글입니다",
    openLink: "열기",
    badLink: "이 링크를 열 수 없습니다",
    badLinkHint: "http와 https 웹페이지만 표시할 수 있습니다.",
    offsiteLink: "이 페이지는 앱에서 열 수 없습니다",
    offsiteLinkHint:
      "이곳에서는 이 사이트의 페이지와 거래소가 승인한 사이트만 열 수 있습니다. 브라우저에서 열기 전에 주소를 확인하세요.",
    linkAddress: "주소",
    fallbackNote: "영어로 표시됩니다 — 아직 한국어로 제공되지 않습니다",
  },
  support: {
    liveChat: "고객지원 실시간 채팅",
    intro: "연중무휴 24시간 도와드립니다.",
    online: "온라인 상담",
    email: "이메일 문의",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "현재 이용 가능한 연락 채널이 없습니다",
    offline: "현재 온라인 상담을 이용할 수 없습니다",
    writeTo: "{{email}}(으)로 이메일을 보내 주시면 최대한 빨리 답변드리겠습니다.",
  },
  download: {
    version: "버전 {{version}}",
    get: "앱 다운로드",
    webOnly: "Bourse는 브라우저에서 실행됩니다. 홈 화면에 추가하면 앱처럼 열 수 있습니다.",
    homeScreen: "홈 화면에 추가",
    homeScreenIntro: "홈 화면에서 Bourse를 설치된 앱처럼 전체 화면으로 여세요.",
    iosTitle: "iPhone 및 iPad",
    ios: "Safari에서 공유 버튼을 누른 뒤 ‘홈 화면에 추가’를 선택하세요.",
    androidTitle: "Android",
    android: "Chrome에서 ⋮ 메뉴를 열고 ‘앱 설치’ 또는 ‘홈 화면에 추가’를 선택하세요.",
  },
  upload: {
    choose: "탭하여 업로드",
    uploading: "업로드 중…",
    done: "업로드됨",
    failed: "실패, 탭하여 다시 시도",
    notImage: "JPEG, PNG, GIF 또는 WebP 이미지를 선택하세요",
    tooLarge: "이미지는 최대 {{megabytes}} MB까지 가능합니다",
    again: "업로드에 실패했습니다. 다시 업로드해 주세요.",
  },
  list: {
    pull: "당겨서 새로고침",
    release: "놓으면 새로고침",
    refreshed: "새로고침 완료",
    noMore: "더 이상 없습니다",
  },
  time: {
    justNow: "방금",
  },
};

export default content;
