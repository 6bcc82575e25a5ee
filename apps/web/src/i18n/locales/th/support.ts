/** Thai: the live support chat; the `support` namespace. */
const support = {
  title: "แชทสด",
  intro: "ทีมบริการลูกค้าจะตอบที่นี่ โดยปกติภายในไม่กี่นาที",
  empty: "ยังไม่มีข้อความ บอกเราว่าต้องการความช่วยเหลือเรื่องใด",
  placeholder: "พิมพ์ข้อความ",
  send: "ส่ง",
  image: "รูปภาพ",
  support: "ฝ่ายบริการ",
  sent: "ส่งแล้ว",
  read: "อ่านแล้ว",
  closed: "การสนทนานี้ปิดแล้ว ส่งข้อความอีกครั้งเพื่อเปิดใหม่",
  event: {
    closed: "ฝ่ายบริการปิดการสนทนาแล้ว",
    reopened: "เปิดการสนทนาอีกครั้งแล้ว",
  },
  email: "สะดวกใช้อีเมล? เขียนถึง {{email}}",
  older: "แสดงข้อความก่อนหน้า",
};

export default support;
