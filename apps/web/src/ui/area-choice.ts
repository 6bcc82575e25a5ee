import { findRegion, type Region, regions } from "./regions";

/**
 * The region picked on the area screen, read back by the form that opened it (login, register,
 * reset, bind phone). Kept in sessionStorage so it survives the round trip through the picker.
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
