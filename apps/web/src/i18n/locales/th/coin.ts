/** Thai: a coin's profile (description, issue data, links, white paper) and the links to it; the `coin` namespace. */
const coin = {
  title: "ข้อมูลเหรียญ",
  titleOf: "ข้อมูล {{coin}}",
  link: "เกี่ยวกับ {{coin}}",
  choose: "เลือกเหรียญเพื่ออ่านข้อมูล",
  noCoins: "ยังไม่มีเหรียญที่จดทะเบียน",
  unknown: "{{coin}} ไม่ได้จดทะเบียน",
  empty: "ยังไม่มีข้อมูลของ {{coin}}",
  issue: "ข้อมูลการออก",
  issueDate: "วันที่ออก",
  totalSupply: "อุปทานทั้งหมด",
  noCap: "ไม่มีเพดานตายตัว",
  circulating: "อุปทานหมุนเวียน",
  asOf: "ณ {{date}}",
  issuePrice: "ราคาเมื่อออก",
  noIssuePrice: "ไม่มีการขายเมื่อออก",
  unknownValue: "ไม่ทราบ",
  links: "ลิงก์",
  website: "เว็บไซต์ทางการ",
  explorer: "บล็อกเอกซ์พลอเรอร์",
  whitePaperLink: "ไวท์เปเปอร์ (ต้นฉบับ)",
  whitePaper: "ไวท์เปเปอร์",
  noWhitePaper: "ยังไม่มีเนื้อหาไวท์เปเปอร์ที่นี่",
  inEnglish: "แสดงเป็นภาษาอังกฤษ: ข้อมูลนี้ยังไม่ได้แปล",
};

export default coin;
