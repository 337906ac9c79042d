// An error from the engine worker in the page's language: its code's string (err.CODE in the
// dictionaries) when there is one, else its own message (the engine's errors are English).

import { t, has } from './i18n.js';

export function errorText(e) {
  if (e && e.code && has(`err.${e.code}`)) return t(`err.${e.code}`, e.params || {});
  return e && e.message ? e.message : String(e);
}
