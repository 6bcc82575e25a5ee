import type enContent from "../en/content";

/** ไทย: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "ข่าวสาร",
    activity: "แคมเปญ",
    eventPlaza: "ลานกิจกรรม",
    guide: "คู่มือมือใหม่",
    compliance: "การปฏิบัติตามกฎระเบียบ",
    article: "บทความ",
    noNews: "ยังไม่มีข่าว",
    noActivity: "ขณะนี้ไม่มีแคมเปญ",
    noHelp: "ยังไม่มีบทความช่วยเหลือ",
    noArticles: "ยังไม่มีเนื้อหา",
    notFound: "ไม่พบบทความนี้",
    openLink: "เปิด",
    badLink: "ไม่สามารถเปิดลิงก์นี้ได้",
    badLinkHint: "แสดงได้เฉพาะหน้าเว็บ http และ https",
    offsiteLink: "ไม่สามารถเปิดหน้านี้ในแอปได้",
    offsiteLinkHint: "ที่นี่เปิดได้เฉพาะหน้าของเว็บไซต์นี้และเว็บไซต์ที่แพลตฟอร์มอนุมัติเท่านั้น โปรดตรวจสอบที่อยู่ก่อนเปิดในเบราว์เซอร์",
    linkAddress: "ที่อยู่",
    fallbackNote: "แสดงเป็นภาษาอังกฤษ — ยังไม่มีฉบับภาษาไทย",
  },
  support: {
    liveChat: "แชทสดกับฝ่ายบริการ",
    intro: "เราพร้อมช่วยเหลือตลอด 24 ชั่วโมง",
    online: "บริการลูกค้าออนไลน์",
    email: "ติดต่อทางอีเมล",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "ขณะนี้ไม่มีช่องทางติดต่อ",
    offline: "บริการออนไลน์ไม่พร้อมใช้งานในขณะนี้",
    writeTo: "โปรดส่งอีเมลไปที่ {{email}} แล้วเราจะตอบกลับโดยเร็วที่สุด",
  },
  download: {
    version: "เวอร์ชัน {{version}}",
    get: "ดาวน์โหลดแอป",
    webOnly: "Bourse ทำงานบนเบราว์เซอร์ของคุณ เพิ่มไว้ที่หน้าจอหลักเพื่อเปิดใช้เหมือนแอป",
    homeScreen: "เพิ่มไปยังหน้าจอหลัก",
    homeScreenIntro: "เปิด Bourse จากหน้าจอหลักแบบเต็มจอ เหมือนแอปที่ติดตั้งไว้",
    iosTitle: "iPhone และ iPad",
    ios: "ใน Safari แตะปุ่มแชร์ แล้วเลือก “เพิ่มไปยังหน้าจอโฮม”",
    androidTitle: "Android",
    android: "ใน Chrome เปิดเมนู ⋮ แล้วเลือก “ติดตั้งแอป” หรือ “เพิ่มลงในหน้าจอหลัก”",
  },
  upload: {
    choose: "แตะเพื่ออัปโหลด",
    uploading: "กำลังอัปโหลด…",
    done: "อัปโหลดแล้ว",
    failed: "ไม่สำเร็จ แตะเพื่อลองใหม่",
    notImage: "โปรดเลือกรูปภาพ JPEG, PNG, GIF หรือ WebP",
    tooLarge: "รูปภาพต้องมีขนาดไม่เกิน {{megabytes}} MB",
    again: "อัปโหลดไม่สำเร็จ โปรดอัปโหลดอีกครั้ง",
  },
  list: {
    pull: "ดึงลงเพื่อรีเฟรช",
    release: "ปล่อยเพื่อรีเฟรช",
    refreshed: "รีเฟรชแล้ว",
    noMore: "ไม่มีรายการเพิ่มเติม",
  },
  time: {
    justNow: "เมื่อสักครู่",
  },
};

export default content;
