/**
 * Placeholders: `{{path}}`, and in subjects and bodies `{{path|fallback}}`. A path is dotted names
 * of letters, digits and underscores, read case-sensitively; any other text between braces is
 * left as written. Values are inserted as they are, never rendered again.
 */
import type { AutomationEvent, PlaceholderRecord } from './types';

/** What paths read: the records the caller loaded, and the event. */
export interface PlaceholderSources {
  company?: PlaceholderRecord | null;
  user?: PlaceholderRecord | null;
  location?: PlaceholderRecord | null;
  event: AutomationEvent;
}

export interface Rendered {
  text: string;
  /** Paths without a value and without a fallback, each once, in order of appearance. */
  missing: string[];
}

const PATH = '[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*';
const WITH_FALLBACK = new RegExp(`\\{\\{(${PATH})(?:\\|([^}]*))?\\}\\}`, 'g');
const WITHOUT_FALLBACK = new RegExp(`^\\{\\{(${PATH})\\}\\}$`);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The event's fields a path may name, as `event.*`. */
function eventValues(event: AutomationEvent): Record<string, unknown> {
  return {
    type: event.type,
    subject_uuid: event.subject_uuid,
    operation: event.operation,
    status_from: event.status?.from ?? null,
    status_to: event.status?.to ?? null,
    occurred_at: event.occurred_at,
  };
}

/**
 * The text of a path, or undefined: strings, numbers and booleans have one; objects, lists, null,
 * absent values and blank strings have none (a blank would render "Hi ,"). `company`, `user`,
 * `location` and `event` are the caller's; every other root is read from the event's `data`.
 */
export function placeholderText(path: string, sources: PlaceholderSources): string | undefined {
  const [root = '', ...rest] = path.split('.');
  let value: unknown = sources.event.data;
  let names = [root, ...rest];
  if (root === 'event' || root === 'company' || root === 'user' || root === 'location') {
    value = root === 'event' ? eventValues(sources.event) : sources[root];
    names = rest;
  }
  for (const name of names) {
    // Own keys only: a path must not reach Object.prototype (`{{customer.constructor}}`).
    value = isObject(value) && Object.hasOwn(value, name) ? value[name] : undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A subject or body: a path without a value takes its fallback, or stays as written and is missing. */
export function renderText(template: string, sources: PlaceholderSources): Rendered {
  const missing = new Set<string>();
  const text = template.replace(WITH_FALLBACK, (placeholder: string, path: string, fallback: string | undefined) => {
    const value = placeholderText(path, sources);
    if (value !== undefined) return value;
    if (fallback !== undefined) return fallback;
    missing.add(path);
    return placeholder;
  });
  return { text, missing: [...missing] };
}

/** A recipient: either written as is, or exactly one `{{path}}` (no fallback), trimmed. */
export function renderRecipient(recipient: string, sources: PlaceholderSources): Rendered {
  const path = WITHOUT_FALLBACK.exec(recipient)?.[1];
  if (path === undefined) return { text: recipient, missing: [] };
  const value = placeholderText(path, sources);
  return value === undefined ? { text: recipient, missing: [path] } : { text: value.trim(), missing: [] };
}
