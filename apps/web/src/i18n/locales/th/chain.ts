/**
 * Thai: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "การฝากมายังที่อยู่นี้จะเข้าบัญชีเองโดยอัตโนมัติ ไม่ต้องแนบหลักฐาน จำนวนที่ต่ำกว่าขั้นต่ำจะไม่ถูกเครดิต",
    network: "เครือข่าย",
    minimum: "ฝากขั้นต่ำ",
    credited: "เข้าบัญชีหลัง",
    confirmations: "{{n}} การยืนยัน",
  },
  list: {
    title: "การฝากบนเชน",
    empty: "ยังไม่มีการฝากบนเชน",
    progress: "{{confirmations}}/{{required}} การยืนยัน",
    tx: "ธุรกรรม {{hash}}",
    explorer: "ดูใน explorer",
    seen: "พบเมื่อ {{time}}",
  },
  state: {
    pending: "กำลังยืนยัน",
    credited: "เข้าบัญชีแล้ว",
    dropped: "ถูกยกเลิก",
    below_minimum: "ต่ำกว่าขั้นต่ำ",
  },
  withdraw: {
    chain: "บนเชน",
    approved: "อนุมัติแล้ว รอส่ง",
    signed: "ลงนามแล้ว",
    broadcast: "ส่งแล้ว",
    confirmed: "ยืนยันแล้ว",
    failed: "ล้มเหลว",
    tx: "ธุรกรรม {{hash}}",
  },
};

export default chain;
