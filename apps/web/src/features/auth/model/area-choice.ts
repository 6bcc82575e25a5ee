import { findRegion, type Region, regions } from "./regions";

/**
 * The region picked on the area screen, read back by the login, register and reset forms.
 * Kept in sessionStorage so it survives the round trip through the picker screen.
 */
const KEY = "bourse.area";

function guess(): Region {
  const fromLocale = navigator.language.split("-")[1]?.toUpperCase();
  return findRegion(fromLocale) ?? findRegion("US") ?? (regions[0] as Region);
}

export function readAreaChoice(): Region {
  try {
    return findRegion(sessionStorage.getItem(KEY)) ?? guess();
  } catch {
    return guess();
  }
}

export function saveAreaChoice(region: Region): void {
  try {
    sessionStorage.setItem(KEY, region.iso);
  } catch {
    // Private mode without storage: the choice lasts for this screen only.
  }
}

/** Field values typed into a form, kept while the user visits the area picker. */
const drafts = new Map<string, Record<string, unknown>>();

export function readDraft(form: string): Record<string, unknown> {
  return drafts.get(form) ?? {};
}

export function saveDraft(form: string, values: Record<string, unknown>): void {
  drafts.set(form, { ...readDraft(form), ...values });
}

export function clearDraft(form: string): void {
  drafts.delete(form);
}
