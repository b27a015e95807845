/**
 * The one e-mail rule of every record (company, user, SEND_EMAIL recipients): the HTML living
 * standard's "valid e-mail address" (what browsers accept), with a dot-separated domain required and
 * the 254-character limit of RFC 5321. Written without flags, so that it is also the OpenAPI pattern.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
export const MAX_EMAIL_LENGTH = 254;

const EMAIL = new RegExp(EMAIL_PATTERN);

/** Whether a value is a plain e-mail address (`name@example.com`). */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}
