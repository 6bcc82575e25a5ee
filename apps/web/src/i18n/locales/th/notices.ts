/** Thai: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "ปิด",
  kyc: {
    certified: "ยืนยันตัวตนแล้ว (ระดับ {{level}})",
    rejected: "การยืนยันตัวตนถูกปฏิเสธ: {{reason}}",
    open: "ดูการยืนยันตัวตน",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: ชนะ {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: แพ้ {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: เสมอ คืนเงินเดิมพันแล้ว",
    open: "ดูผลลัพธ์",
  },
};

export default notices;
