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
  approval: {
    merchant: {
      approved: "ร้านค้าผู้ค้าของคุณได้รับการอนุมัติแล้ว",
      rejected: "คำขอเป็นผู้ค้าของคุณถูกปฏิเสธ",
      rejectedFor: "คำขอเป็นผู้ค้าของคุณถูกปฏิเสธ: {{reason}}",
    },
    trader: {
      approved: "ตอนนี้คุณเป็นเทรดเดอร์ให้คัดลอกแล้ว",
      rejected: "คำขอเป็นเทรดเดอร์ให้คัดลอกของคุณถูกปฏิเสธ",
      rejectedFor: "คำขอเป็นเทรดเดอร์ให้คัดลอกของคุณถูกปฏิเสธ: {{reason}}",
    },
    king: {
      approved: "ตอนนี้คุณเป็นคิงเมเนเจอร์แล้ว",
      rejected: "คำขอเป็นคิงเมเนเจอร์ของคุณถูกปฏิเสธ",
      rejectedFor: "คำขอเป็นคิงเมเนเจอร์ของคุณถูกปฏิเสธ: {{reason}}",
    },
    loan: {
      approved: "สินเชื่อของคุณได้รับการอนุมัติ: เงินต้นเข้าบัญชีแล้ว",
      rejected: "สินเชื่อของคุณถูกปฏิเสธ: คืนหลักประกันแล้ว",
      rejectedFor: "สินเชื่อของคุณถูกปฏิเสธ: {{reason}} คืนหลักประกันแล้ว",
    },
    open: "ดู",
  },
};

export default notices;
