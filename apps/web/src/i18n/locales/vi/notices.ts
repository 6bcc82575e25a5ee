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
};

export default notices;
