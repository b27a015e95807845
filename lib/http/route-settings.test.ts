import { routeEntries } from './routes';
import { functionAccess, matchingPrefix, operationAccess } from './route-settings';

describe('route settings: access', () => {
  it("gives every route its rate-limit window, its company's items and its own credential's lookup, and nothing else by default", () => {
    for (const [name, route] of routeEntries()) {
      const { table } = functionAccess(name);
      const credential = route.credential === 'invitation' ? 'INVITETOKEN#*' : 'APIKEY#*';
      const other = credential === 'APIKEY#*' ? 'INVITETOKEN#*' : 'APIKEY#*';
      expect({ name, window: table['RATELIMIT#*'], company: table['COMPANY#*']?.includes('dynamodb:GetItem'), credential: table[credential]?.includes('dynamodb:GetItem') }).toEqual({
        name,
        window: ['dynamodb:UpdateItem'],
        company: true,
        credential: true,
      });
      // The invitation routes never read a key; no other route reads an invitation's token.
      expect({ name, other: table[other]?.includes('dynamodb:GetItem') ?? false }).toEqual({ name, other: false });
    }
    expect(functionAccess('getCompany').table).toEqual({ 'APIKEY#*': ['dynamodb:GetItem'], 'COMPANY#*': ['dynamodb:GetItem'], 'RATELIMIT#*': ['dynamodb:UpdateItem'] });
  });

  it("merges a route's own actions into the base per prefix, sorted and once each", () => {
    expect(operationAccess({ method: 'GET', list: true })).toEqual({ table: { 'COMPANY#*': ['Query', 'BatchGetItem'] } });
    expect(functionAccess('listCategories').table['COMPANY#*']).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    expect(functionAccess('deleteMyKey').table).toEqual({
      'APIKEY#*': ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      'AUDIT#*': ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
      'COMPANY#*': ['dynamodb:GetItem'],
      'RATELIMIT#*': ['dynamodb:UpdateItem'],
      'USERKEYS#*': ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
    });
    expect(functionAccess('routeNotFound')).toEqual({ table: {}, bucket: [], objects: {} });
  });

  it('matches keys against prefixes as IAM StringLike does', () => {
    expect(matchingPrefix('APIKEY#abc', ['COMPANY#*', 'APIKEY#*'])).toBe('APIKEY#*');
    // A prefix's `#` keeps its neighbours apart: the key-id pointers are not keys.
    expect(matchingPrefix('APIKEYID#abc', ['APIKEY#*'])).toBeUndefined();
    expect(matchingPrefix('companies/c/logo/x.png', ['companies/*/logo/*'])).toBe('companies/*/logo/*');
    expect(matchingPrefix('companies/c/settings/x.json', ['companies/*/logo/*'])).toBeUndefined();
  });
});
