/** What was typed on the bind-phone screen, kept while the user visits the region picker. */
let phoneDraft = "";

export function readPhoneDraft(): string {
  return phoneDraft;
}

export function savePhoneDraft(value: string): void {
  phoneDraft = value;
}
