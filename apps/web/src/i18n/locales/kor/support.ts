/** Korean: the live support chat; the `support` namespace. */
const support = {
  title: "실시간 채팅",
  intro: "고객지원팀이 이곳에서 답변합니다. 보통 몇 분 안에 답변드립니다.",
  empty: "아직 메시지가 없습니다. 도움이 필요한 내용을 알려 주세요.",
  placeholder: "메시지 입력",
  send: "보내기",
  image: "사진",
  support: "고객지원",
  sent: "전송됨",
  read: "읽음",
  closed: "종료된 대화입니다. 다시 메시지를 보내면 대화가 열립니다.",
  event: {
    closed: "고객지원이 대화를 종료했습니다",
    reopened: "대화가 다시 열렸습니다",
  },
  email: "이메일이 편하신가요? {{email}}(으)로 보내 주세요",
  older: "이전 메시지 보기",
};

export default support;
