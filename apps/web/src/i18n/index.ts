import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { isLangCode, type LangCode, langTag } from "./languages";

/**
 * One module per language; only the active language is fetched (dynamic import). There is no
 * fallback language on purpose: a test (locales.test.ts) keeps every language complete, and a
 * fallback would make i18next fetch English as well.
 *
 * Screens outside the first screen's budget keep their texts in a namespace of their own
 * (`locales/<lang>/<namespace>.ts`, e.g. `spot`). The lazy screens register its loader
 * (i18n/spot.ts), so neither the texts nor the list of their files weigh on the first screen;
 * i18next fetches the namespace when a screen first asks for it, and again on a language change.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*.ts");

type NamespaceLoader = (language: string) => Promise<{ default: ResourceKey }> | undefined;
const namespaceLoaders = new Map<string, NamespaceLoader>();

/** Makes `namespace` loadable; call it before the first `useTranslation(namespace)`. */
export function registerNamespace(namespace: string, load: NamespaceLoader): void {
  namespaceLoaders.set(namespace, load);
}

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === "translation"
        ? loaders[`./locales/${language}.ts`]?.()
        : namespaceLoaders.get(namespace)?.(language);
    if (!load) {
      callback(new Error(`unknown language ${language} or namespace ${namespace}`), false);
      return;
    }
    load.then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyDocumentLang(lang: LangCode): void {
  document.documentElement.lang = langTag(lang);
}

export async function initI18n(lang: LangCode): Promise<void> {
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      load: "currentOnly",
      ns: ["translation"],
      defaultNS: "translation",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLang(lang);
}

/** Loads `lang` (if not loaded yet), switches the UI to it and updates `<html lang>`. */
export async function changeLanguage(lang: string): Promise<LangCode> {
  const code = isLangCode(lang) ? lang : "en";
  await i18next.changeLanguage(code);
  applyDocumentLang(code);
  return code;
}
