/** Vietnamese: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Đóng",
  kyc: {
    certified: "Đã xác minh danh tính (cấp {{level}})",
    rejected: "Xác minh bị từ chối: {{reason}}",
    open: "Xem xác minh",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: thắng {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: thua {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: hòa, đã hoàn tiền cược",
    open: "Xem kết quả",
  },
  approval: {
    merchant: {
      approved: "Cửa hàng thương nhân của bạn đã được duyệt",
      rejected: "Đơn đăng ký thương nhân của bạn bị từ chối",
      rejectedFor: "Đơn đăng ký thương nhân của bạn bị từ chối: {{reason}}",
    },
    trader: {
      approved: "Bạn đã là nhà giao dịch được sao chép",
      rejected: "Đơn đăng ký nhà giao dịch sao chép của bạn bị từ chối",
      rejectedFor: "Đơn đăng ký nhà giao dịch sao chép của bạn bị từ chối: {{reason}}",
    },
    king: {
      approved: "Bạn đã là quản lý vương miện",
      rejected: "Đơn đăng ký quản lý vương miện của bạn bị từ chối",
      rejectedFor: "Đơn đăng ký quản lý vương miện của bạn bị từ chối: {{reason}}",
    },
    loan: {
      approved: "Khoản vay của bạn đã được duyệt: tiền gốc đã vào tài khoản",
      rejected: "Khoản vay của bạn bị từ chối: tài sản thế chấp đã được trả lại",
      rejectedFor: "Khoản vay của bạn bị từ chối: {{reason}}. Tài sản thế chấp đã được trả lại",
    },
    open: "Xem",
  },
};

export default notices;
