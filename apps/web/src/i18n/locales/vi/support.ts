/** Vietnamese: the live support chat; the `support` namespace. */
const support = {
  title: "Trò chuyện trực tuyến",
  intro: "Đội hỗ trợ sẽ trả lời tại đây, thường trong vài phút.",
  empty: "Chưa có tin nhắn. Hãy cho chúng tôi biết bạn cần hỗ trợ gì.",
  placeholder: "Nhập tin nhắn",
  send: "Gửi",
  image: "Hình ảnh",
  support: "Hỗ trợ",
  sent: "Đã gửi",
  read: "Đã xem",
  closed: "Cuộc trò chuyện đã đóng. Gửi tin nhắn mới để mở lại.",
  event: {
    closed: "Bộ phận hỗ trợ đã đóng cuộc trò chuyện",
    reopened: "Cuộc trò chuyện đã được mở lại",
  },
  email: "Thích dùng e-mail? Hãy viết tới {{email}}",
  older: "Xem tin nhắn trước đó",
};

export default support;
