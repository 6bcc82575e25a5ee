import type enContent from "../en/content";

/** Português: articles, support, download, uploads, lists and relative time. */
const content: typeof enContent = {
  content: {
    news: "Notícias",
    activity: "Campanhas",
    eventPlaza: "Praça de eventos",
    guide: "Guia para iniciantes",
    compliance: "Conformidade operacional",
    article: "Artigo",
    noNews: "Ainda não há notícias",
    noActivity: "Nenhuma campanha no momento",
    noHelp: "Ainda não há artigos de ajuda",
    noArticles: "Nada por aqui ainda",
    notFound: "Este artigo não existe",
    openLink: "Abrir",
    badLink: "Não é possível abrir este link",
    badLinkHint: "Só é possível exibir páginas web http e https.",
    offsiteLink: "Esta página não pode ser aberta no app",
    offsiteLinkHint:
      "Aqui só abrem páginas deste site e de sites aprovados pela plataforma. Confira o endereço antes de abri-lo no navegador.",
    linkAddress: "Endereço",
    fallbackNote: "Exibido em inglês — ainda não disponível em português",
  },
  support: {
    liveChat: "Chat ao vivo com o suporte",
    intro: "Estamos aqui para ajudar, a qualquer hora.",
    online: "Atendimento online",
    email: "Suporte por e-mail",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "Nenhum canal de contato disponível no momento",
    offline: "O atendimento online não está disponível no momento",
    writeTo: "Escreva para {{email}} e responderemos o quanto antes.",
  },
  download: {
    version: "Versão {{version}}",
    get: "Baixar o app",
    webOnly: "A Bourse funciona no navegador; adicione-a à tela inicial para abri-la como um app.",
    homeScreen: "Adicionar à tela inicial",
    homeScreenIntro: "Abra a Bourse pela tela inicial, em tela cheia, como um app instalado.",
    iosTitle: "iPhone e iPad",
    ios: "No Safari, toque no botão Compartilhar e depois em “Adicionar à Tela de Início”.",
    androidTitle: "Android",
    android: "No Chrome, abra o menu ⋮ e toque em “Instalar app” ou “Adicionar à tela inicial”.",
  },
  upload: {
    choose: "Toque para enviar",
    uploading: "Enviando…",
    done: "Enviado",
    failed: "Falhou, toque para tentar de novo",
    notImage: "Escolha uma imagem JPEG, PNG, GIF ou WebP",
    tooLarge: "A imagem deve ter no máximo {{megabytes}} MB",
    again: "O envio não foi concluído. Envie novamente.",
  },
  list: {
    pull: "Puxe para baixo para atualizar",
    release: "Solte para atualizar",
    refreshed: "Atualizado",
    noMore: "Não há mais itens",
  },
  time: {
    justNow: "agora mesmo",
  },
};

export default content;
