import { COMPANY, JSON_OBJECT_FIELDS } from './company';

describe('the company declaration', () => {
  it('declares as json exactly the JSON-object fields the validation knows', () => {
    const declared = Object.entries(COMPANY.fields).flatMap(([name, field]) => (field.kind === 'json' ? [name] : []));
    expect(declared).toEqual([...JSON_OBJECT_FIELDS]);
  });
});
