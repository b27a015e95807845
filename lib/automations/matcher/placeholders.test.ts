import { type PlaceholderSources, placeholderText, renderRecipient, renderText } from './placeholders';
import type { AutomationEvent } from './types';

const event: AutomationEvent = {
  type: 'JOB',
  subject_uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  operation: 'UPDATED',
  status: { from: null, to: 'Scheduled' },
  occurred_at: '2024-05-06T13:59:00Z',
  data: {
    customer: {
      first_name: 'Ada',
      visits: 3,
      vip: false,
      address: { city: 'Lyon' },
      tags: ['a'],
      note: null,
      blank: '  ',
      email: ' ada@example.com ',
    },
    total: 12.5,
    company: { name: 'shadowed' },
  },
};
const sources: PlaceholderSources = {
  company: { name: 'Acme Pest', phone: '+14155550100' },
  user: { display_name: 'Max' },
  location: null,
  event,
};

describe('placeholders: values', () => {
  it.each([
    ['company.name', 'Acme Pest'],
    ['user.display_name', 'Max'],
    ['event.type', 'JOB'],
    ['event.subject_uuid', 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'],
    ['event.operation', 'UPDATED'],
    ['event.status_to', 'Scheduled'],
    ['event.occurred_at', '2024-05-06T13:59:00Z'],
    ['customer.first_name', 'Ada'],
    ['customer.address.city', 'Lyon'],
    ['customer.visits', '3'],
    ['customer.vip', 'false'],
    ['total', '12.5'],
  ])('%s renders %j', (path, text) => {
    expect(placeholderText(path, sources)).toBe(text);
  });

  it.each([
    'event.status_from', // null
    'event.customer_uuid', // not an event field placeholders read
    'location.name', // no location record
    'company.email', // absent from the record
    'customer', // an object
    'customer.address',
    'customer.tags', // a list
    'customer.tags.0', // lists are not indexed
    'customer.note', // null
    'customer.blank', // blank text
    'customer.constructor', // not an own key
    'customer.first_name.length',
    'nothing.here',
  ])('%s has no value', (path) => {
    expect(placeholderText(path, sources)).toBeUndefined();
  });

  it('company, user, location and event are the caller’s roots, never the data’s', () => {
    expect(placeholderText('company.name', { ...sources, company: undefined })).toBeUndefined();
  });

  it('an event without status or data has no values for them', () => {
    const bare: PlaceholderSources = { event: { ...event, status: undefined, data: undefined } };
    expect(placeholderText('event.status_to', bare)).toBeUndefined();
    expect(placeholderText('customer.first_name', bare)).toBeUndefined();
  });
});

describe('placeholders: subjects and bodies', () => {
  it('replaces every placeholder, values inserted as they are', () => {
    const data = { customer: { first_name: '{{total}}' }, total: 5 };
    expect(renderText('Hi {{customer.first_name}}, {{total}} due', { event: { ...event, data } })).toEqual({
      text: 'Hi {{total}}, 5 due',
      missing: [],
    });
  });

  it('takes the fallback, any text without "}", possibly empty, when there is no value', () => {
    expect(renderText('Hi {{customer.nickname|dear customer}}!', sources)).toEqual({
      text: 'Hi dear customer!',
      missing: [],
    });
    expect(renderText('Hi {{customer.address|there}} {{customer.nickname|}}.', sources)).toEqual({
      text: 'Hi there .',
      missing: [],
    });
    expect(renderText('{{customer.first_name|friend}}', sources)).toEqual({ text: 'Ada', missing: [] });
    expect(renderText('{{x|a {b} c}}', sources)).toEqual({ text: '{{x|a {b} c}}', missing: [] }); // "}" ends a fallback: no placeholder
  });

  it('lists the paths without value nor fallback once each, in order, and keeps them as written', () => {
    const body = 'Hi {{customer.nickname}} {{user.last_name}}, {{customer.nickname}} {{event.status_from|new}}';
    expect(renderText(body, sources)).toEqual({
      text: body.replace('{{event.status_from|new}}', 'new'),
      missing: ['customer.nickname', 'user.last_name'],
    });
  });

  it('leaves text that is no placeholder as written', () => {
    for (const text of [
      '{{ customer.first_name }}',
      '{{customer..x}}',
      '{customer.first_name}',
      '{{}}',
      '{{customer-name}}',
    ]) {
      expect(renderText(text, sources)).toEqual({ text, missing: [] });
    }
  });

  it('reads paths case-sensitively', () => {
    expect(renderText('{{Customer.first_name}}', sources)).toEqual({
      text: '{{Customer.first_name}}',
      missing: ['Customer.first_name'],
    });
  });
});

describe('placeholders: recipients', () => {
  it('renders a recipient that is one placeholder, trimmed', () => {
    expect(renderRecipient('{{customer.email}}', sources)).toEqual({ text: 'ada@example.com', missing: [] });
    expect(renderRecipient('{{company.phone}}', sources)).toEqual({ text: '+14155550100', missing: [] });
  });

  it('keeps a written recipient as it is', () => {
    expect(renderRecipient('Team@Example.com', sources)).toEqual({ text: 'Team@Example.com', missing: [] });
  });

  it('a recipient placeholder without a value is missing; a fallback is not read in a recipient', () => {
    expect(renderRecipient('{{customer.phone}}', sources)).toEqual({
      text: '{{customer.phone}}',
      missing: ['customer.phone'],
    });
    expect(renderRecipient('{{customer.phone|x@example.com}}', sources)).toEqual({
      text: '{{customer.phone|x@example.com}}',
      missing: [],
    });
  });
});
