/**
 * Vietnamese: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Tiền nạp vào địa chỉ này sẽ tự động được ghi có: không cần chứng từ. Số tiền dưới mức tối thiểu sẽ không được ghi có.",
    network: "Mạng",
    minimum: "Nạp tối thiểu",
    credited: "Ghi có sau",
    confirmations: "{{n}} xác nhận",
  },
  list: {
    title: "Nạp on-chain",
    empty: "Chưa có khoản nạp nào trên chuỗi",
    progress: "{{confirmations}}/{{required}} xác nhận",
    tx: "Tx {{hash}}",
    explorer: "Xem trên explorer",
    seen: "Phát hiện {{time}}",
  },
  state: {
    pending: "Đang xác nhận",
    credited: "Đã ghi có",
    dropped: "Đã hủy",
    below_minimum: "Dưới mức tối thiểu",
  },
  withdraw: {
    chain: "On-chain",
    approved: "Đã duyệt, chờ gửi",
    signed: "Đã ký",
    broadcast: "Đã phát",
    confirmed: "Đã xác nhận",
    failed: "Thất bại",
    tx: "Giao dịch {{hash}}",
  },
};

export default chain;
