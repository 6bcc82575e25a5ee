import type enContent from "../en/content";

/** Tiếng Việt: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "Tin tức",
    activity: "Chiến dịch",
    eventPlaza: "Quảng trường sự kiện",
    guide: "Hướng dẫn cho người mới",
    compliance: "Tuân thủ vận hành",
    article: "Bài viết",
    noNews: "Chưa có tin tức",
    noActivity: "Hiện chưa có chiến dịch",
    noHelp: "Chưa có bài trợ giúp",
    noArticles: "Chưa có nội dung",
    notFound: "Bài viết không tồn tại",
    openLink: "Mở",
    badLink: "Không thể mở liên kết này",
    badLinkHint: "Chỉ hiển thị được trang web http và https.",
    offsiteLink: "Không thể mở trang này trong ứng dụng",
    offsiteLinkHint:
      "Tại đây chỉ mở được các trang của trang web này và các trang web được sàn chấp thuận. Hãy kiểm tra địa chỉ trước khi mở trong trình duyệt.",
    linkAddress: "Địa chỉ",
    fallbackNote: "Hiển thị bằng tiếng Anh — chưa có bản tiếng Việt",
  },
  support: {
    liveChat: "Trò chuyện trực tuyến với hỗ trợ",
    intro: "Chúng tôi luôn sẵn sàng hỗ trợ, suốt ngày đêm.",
    online: "Chăm sóc khách hàng trực tuyến",
    email: "Hỗ trợ qua email",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "Hiện chưa có kênh liên hệ nào",
    offline: "Dịch vụ trực tuyến hiện không khả dụng",
    writeTo: "Vui lòng gửi email đến {{email}}, chúng tôi sẽ trả lời sớm nhất có thể.",
  },
  download: {
    version: "Phiên bản {{version}}",
    get: "Tải ứng dụng",
    webOnly: "Bourse chạy trên trình duyệt; thêm vào màn hình chính để mở như một ứng dụng.",
    homeScreen: "Thêm vào màn hình chính",
    homeScreenIntro: "Mở Bourse từ màn hình chính, toàn màn hình, như ứng dụng đã cài.",
    iosTitle: "iPhone và iPad",
    ios: "Trong Safari, chạm nút Chia sẻ, rồi chọn “Thêm vào MH chính”.",
    androidTitle: "Android",
    android: "Trong Chrome, mở menu ⋮, rồi chọn “Cài đặt ứng dụng” hoặc “Thêm vào màn hình chính”.",
  },
  upload: {
    choose: "Chạm để tải lên",
    uploading: "Đang tải lên…",
    done: "Đã tải lên",
    failed: "Thất bại, chạm để thử lại",
    notImage: "Vui lòng chọn ảnh JPEG, PNG, GIF hoặc WebP",
    tooLarge: "Ảnh tối đa {{megabytes}} MB",
    again: "Tải lên không thành công. Vui lòng tải lại.",
  },
  list: {
    pull: "Kéo xuống để làm mới",
    release: "Thả ra để làm mới",
    refreshed: "Đã làm mới",
    noMore: "Không còn nữa",
  },
  time: {
    justNow: "vừa xong",
  },
};

export default content;
