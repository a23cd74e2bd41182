// A URL as shown back to the user: a password in it never is. Pure.

/** scheme://user: and everything to the last @: what may be a password when the URL does not parse. */
const USER_AND_MAYBE_PASSWORD = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#@:]*):.*@/s;

/** The text with the password of a URL's user part replaced by ***; a URL without one unchanged. */
export function hideUrlPassword(text: string): string {
  try {
    const url = new URL(text);
    if (url.password === '') return text;
  } catch {
    // Not a URL: hide whatever could be a password in it.
  }
  return text.replace(USER_AND_MAYBE_PASSWORD, '$1:***@');
}
