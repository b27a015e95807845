/**
 * The admin CLI's checks of its flags: required text, the API's lengths, UUIDs, e-mail addresses,
 * phone numbers (per country, as the API will check them later) and ISO 3166 country and state
 * codes. Each refusal is a ValidationError naming the flag. The commands are admin-commands.ts.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { isEmailAddress } from '../data/email';
import { isUuid } from '../data/ids';
import { codePointLength } from '../data/text';
import { ValidationError } from '../errors';
import { countryUuid, findStateByCode, isCountryCode } from '../reference/countries';

/** A refused flag value. */
export function invalid(path: string, message: string): ValidationError {
  return ValidationError.field(path, 'invalid_value', message);
}

/** A required flag's text, trimmed. */
export function requireText(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '')
    throw ValidationError.field(flag, 'required', `--${flag} is required`);
  return value.trim();
}

/** A flag's text within the API's length for its field (code points). */
export function withinLength<Text extends string | undefined>(value: Text, flag: string, max = 200): Text {
  if (value !== undefined && codePointLength(value) > max)
    throw ValidationError.field(flag, 'too_big', `--${flag} may be at most ${max} characters`);
  return value;
}

/** A required UUID flag, in lower case. */
export function requireUuid(value: string | undefined, flag: string): string {
  const text = requireText(value, flag);
  if (!isUuid(text)) throw invalid(flag, `--${flag} must be a UUID`);
  return text.toLowerCase();
}

/** An optional e-mail flag, or null. */
export function optionalEmail(value: string | undefined, flag: string): string | null {
  if (value === undefined) return null;
  if (!isEmailAddress(value)) throw invalid(flag, `--${flag} must be an e-mail address`);
  return value;
}

/** Records made by the CLI must pass the API's own validation later (phone per country). */
export function optionalPhone(value: string | undefined, countryCode: string | undefined): string | null {
  if (value === undefined) return null;
  const valid = countryCode
    ? isValidPhoneNumber(value, countryCode as Parameters<typeof isValidPhoneNumber>[1])
    : isValidPhoneNumber(value);
  if (!valid)
    throw invalid(
      'phone',
      `--phone must be a valid phone number${countryCode ? ` for ${countryCode}` : ' in international format'}`,
    );
  return value;
}

/** The country and state of ISO 3166 codes (a state alone implies its country), as the records store them. */
export function resolveCountryAndState(
  countryCode?: string,
  stateCode?: string,
): { country_uuid: string | null; country_state_uuid: string | null } {
  const state = stateCode ? findStateByCode(stateCode) : undefined;
  if (stateCode && !state) throw invalid('state', `Unknown ISO 3166-2 code ${stateCode}`);
  if (countryCode && !isCountryCode(countryCode))
    throw invalid('country', `Unknown ISO 3166-1 alpha-2 code ${countryCode}`);
  // --state alone implies its country.
  const alpha2 = countryCode?.toUpperCase() ?? state?.code.slice(0, state.code.indexOf('-'));
  if (state && alpha2 && !state.code.startsWith(`${alpha2}-`))
    throw invalid('state', `${stateCode} is not a subdivision of ${alpha2}`);
  return { country_uuid: alpha2 ? countryUuid(alpha2) : null, country_state_uuid: state?.country_state_uuid ?? null };
}
