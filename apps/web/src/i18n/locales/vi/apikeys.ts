/** Vietnamese: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "Quản lý API",
  intro:
    "Khóa API cho phép chương trình của bạn giao dịch thay bạn qua API của sàn. Đừng bao giờ chia sẻ secret của khóa; hãy xóa khóa không còn dùng.",
  create: "Tạo khóa API",
  label: "Nhãn",
  labelPlaceholder: "1 đến 32 ký tự",
  permissions: "Quyền",
  permission: {
    read: "Đọc",
    trade: "Giao dịch",
    withdraw: "Rút tiền",
  },
  readAlways: "Quyền đọc luôn được bật.",
  ips: "Danh sách IP được phép",
  ipsPlaceholder: "Mỗi dòng một địa chỉ (IPv4 hoặc IPv6); để trống: mọi địa chỉ",
  withdrawNeedsIps: "Rút tiền cần danh sách IP được phép.",
  expiry: "Hết hạn",
  expiryNever: "Không bao giờ",
  expiryDays: "Sau {{days}} ngày",
  publicKey: "Khóa công khai Ed25519 (tùy chọn)",
  publicKeyPlaceholder: "PEM hoặc base64; để trống để nhận secret HMAC",
  googleCode: "Mã xác thực",
  secretTitle: "Hãy lưu secret key ngay",
  secretWarning:
    "Secret này chỉ hiển thị một lần. Hãy sao chép và giữ an toàn: ai có nó đều dùng được khóa của bạn. Nếu làm mất, hãy xóa khóa và tạo khóa mới.",
  apiKey: "Khóa API",
  secret: "Secret key",
  copy: "Sao chép",
  done: "Tôi đã lưu",
  ed25519Created: "Đã tạo khóa: hãy ký bằng khóa riêng của khóa công khai bạn đã nhập.",
  yourKeys: "Khóa API của bạn",
  empty: "Chưa có khóa API",
  anyIp: "Mọi IP",
  lastUsed: "Dùng lần cuối {{time}}",
  neverUsed: "Chưa dùng",
  expiresAt: "Hết hạn {{time}}",
  status: {
    active: "Hoạt động",
    expired: "Đã hết hạn",
    disabled: "Đã vô hiệu",
    revoked: "Đã thu hồi",
  },
  delete: "Xóa",
  deleteConfirm: "Xóa khóa API này? Các chương trình dùng nó sẽ dừng ngay.",
};

export default apikeys;
