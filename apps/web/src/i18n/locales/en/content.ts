/** English: articles, support, download, uploads, lists and relative time. */
const content = {
  content: {
    news: "News",
    activity: "Campaigns",
    eventPlaza: "Event plaza",
    guide: "Beginner's guide",
    compliance: "Operational compliance",
    article: "Article",
    noNews: "No news yet",
    noActivity: "No campaigns right now",
    noHelp: "No help articles yet",
    noArticles: "Nothing here yet",
    notFound: "This article does not exist",
    openLink: "Open",
    badLink: "This link cannot be opened",
    badLinkHint: "Only http and https web pages can be shown.",
    offsiteLink: "This page cannot be opened in the app",
    offsiteLinkHint:
      "Only pages of this site and of sites the venue has approved open here. Check the address before you visit it in your browser.",
    linkAddress: "Address",
  },
  support: {
    intro: "We are here to help, around the clock.",
    online: "Online customer service",
    email: "Email support",
    telegram: "Telegram",
    twitter: "X (Twitter)",
    none: "No contact channels are available right now",
    offline: "Online service is not available right now",
    writeTo: "Please write to {{email}} and we will reply as soon as possible.",
  },
  download: {
    version: "Version {{version}}",
    get: "Download the app",
    webOnly: "Bourse runs in your browser; add it to your home screen to open it like an app.",
    homeScreen: "Add to home screen",
    homeScreenIntro: "Open Bourse from your home screen, full screen, like an installed app.",
    iosTitle: "iPhone and iPad",
    ios: 'In Safari, tap the Share button, then "Add to Home Screen".',
    androidTitle: "Android",
    android: 'In Chrome, open the ⋮ menu, then "Install app" or "Add to Home screen".',
  },
  upload: {
    choose: "Tap to upload",
    uploading: "Uploading…",
    done: "Uploaded",
    failed: "Failed, tap to retry",
    notImage: "Please choose a JPEG, PNG, GIF or WebP image",
    tooLarge: "The image must be at most {{megabytes}} MB",
    again: "The upload did not go through. Please upload again.",
  },
  list: {
    pull: "Pull down to refresh",
    release: "Release to refresh",
    refreshed: "Refreshed",
    noMore: "No more",
  },
  time: {
    justNow: "just now",
  },
};

export default content;
