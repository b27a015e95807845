import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { routeEntries, routes, type RouteName } from './routes';
import { dueShards, runKey } from '../automation-runs/run-record';
import {
  BACKGROUND_FUNCTIONS,
  deployedFunctions,
  functionAccess,
  matchingPrefix,
  operationAccess,
  resourceSettings,
  routeSettings,
  settingsFile,
  settingsOf,
  settingsResources,
} from './route-settings';

const root = resolve(__dirname, '..', '..');

describe("route settings: each resource's settings.ts", () => {
  it('are all found: every functions/*/settings.ts is in a resource folder of the route table', () => {
    const onDisk = readdirSync(join(root, 'functions'))
      .filter((folder) => existsSync(join(root, 'functions', folder, 'settings.ts')))
      .sort();
    expect(settingsResources().sort()).toEqual(onDisk);
    expect(relative(root, settingsFile('locations'))).toBe(join('functions', 'locations', 'settings.ts'));
  });

  it("declare only their own folder's routes, and make up the merged settings", () => {
    const declared: string[] = [];
    for (const resource of settingsResources()) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module its folder names, as route-settings.ts finds it
      const { settings } = require(settingsFile(resource)) as { settings: unknown };
      const own = resourceSettings(resource, settings);
      for (const [name, ownSettings] of Object.entries(own)) {
        expect({ name, resource: routes[name as RouteName].resource }).toEqual({ name, resource });
        expect(settingsOf(name as RouteName)).toBe(ownSettings);
        declared.push(name);
      }
    }
    expect(declared.sort()).toEqual(Object.keys(routeSettings).sort());
  });

  it("refuses, at run time too, a settings.ts that names another resource's route or no route", () => {
    expect(() =>
      resourceSettings('locations', {
        createLocation: {},
        listCategories: { runtime: { memorySize: 1024, timeout: 15 } },
      }),
    ).toThrow('functions/locations/settings.ts declares listCategories, not routes of functions/locations/');
    expect(() => resourceSettings('locations', { createLocations: {} })).toThrow('declares createLocations');
    expect(() => resourceSettings('locations', undefined)).toThrow(
      'functions/locations/settings.ts exports no `settings` object',
    );
    expect(resourceSettings('locations', { createLocation: {} })).toEqual({ createLocation: {} });
  });
});

describe('route settings: access', () => {
  it("gives every route its rate-limit window, its company's items and its own credential's lookup, and nothing else by default", () => {
    for (const [name, route] of routeEntries()) {
      const { table } = functionAccess(name);
      const credential = route.credential === 'invitation' ? 'INVITETOKEN#*' : 'APIKEY#*';
      const other = credential === 'APIKEY#*' ? 'INVITETOKEN#*' : 'APIKEY#*';
      expect({
        name,
        window: table['RATELIMIT#*'],
        company: table['COMPANY#*']?.includes('dynamodb:GetItem'),
        credential: table[credential]?.includes('dynamodb:GetItem'),
      }).toEqual({
        name,
        window: ['dynamodb:UpdateItem'],
        company: true,
        credential: true,
      });
      // The invitation routes never read a key; no other route reads an invitation's token.
      expect({ name, other: table[other]?.includes('dynamodb:GetItem') ?? false }).toEqual({ name, other: false });
    }
    expect(functionAccess('getCompany').table).toEqual({
      'APIKEY#*': ['dynamodb:GetItem'],
      'COMPANY#*': ['dynamodb:GetItem'],
      'RATELIMIT#*': ['dynamodb:UpdateItem'],
    });
  });

  it("merges a route's own actions into the base per prefix, sorted and once each", () => {
    expect(operationAccess({ method: 'GET', list: true })).toEqual({
      table: { 'COMPANY#*': ['Query', 'BatchGetItem'] },
    });
    expect(functionAccess('listCategories').table['COMPANY#*']).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
    ]);
    expect(functionAccess('deleteMyKey').table).toEqual({
      'APIKEY#*': ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      'AUDIT#*': ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
      // Its flushes of the authorizer cache are coalesced on the stage's flush state.
      'AUTHCACHE#*': ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
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

describe('route settings: background functions', () => {
  it('deploys the sender and the waker after the API functions', () => {
    expect(deployedFunctions().slice(-2)).toEqual(Object.keys(BACKGROUND_FUNCTIONS));
    expect(deployedFunctions().slice(-4, -2)).toEqual(['authorizer', 'routeNotFound']);
    expect(deployedFunctions()).toHaveLength(routeEntries().length + 4);
  });

  it('gives the sender its run, company, subject, cap and count items, its stream, queue, e-mail and SMS', () => {
    expect(functionAccess('sendAutomationRuns')).toEqual({
      table: {
        'AUTOCAP#*': ['dynamodb:UpdateItem'],
        'AUTOCOUNT#*': ['dynamodb:UpdateItem'],
        'AUTORUN#*': ['dynamodb:GetItem', 'dynamodb:PutItem'],
        'AUTOSUBJECT#*': ['dynamodb:GetItem'],
        'COMPANY#*': ['dynamodb:GetItem'],
      },
      bucket: [],
      objects: {},
      stream: true,
      deadLetterQueue: true,
      email: true,
      sms: true,
    });
  });

  it("gives the waker a Query of the due-time view and its runs' reads and writes, nothing else", () => {
    expect(functionAccess('wakeHeldRuns')).toEqual({
      table: { 'AUTORUN#*': ['dynamodb:GetItem', 'dynamodb:PutItem'], 'AUTORUNS#DUE#*': ['dynamodb:Query'] },
      bucket: [],
      objects: {},
    });
  });

  it('grants the waker the partitions it reads and the writes it makes (the due-time view, a run written again whole)', () => {
    const granted: Record<string, string[] | undefined> = functionAccess('wakeHeldRuns').table;
    for (const shard of dueShards())
      expect(granted[matchingPrefix(shard, Object.keys(granted)) ?? '']).toContain('dynamodb:Query');
    expect(granted[matchingPrefix(runKey('c', 'r').PK, Object.keys(granted)) ?? '']).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
    ]);
  });

  it("keeps a run's partitions and the due-time view's partitions apart, as IAM StringLike does", () => {
    expect(matchingPrefix('AUTORUN#c#r', ['AUTORUN#*', 'AUTORUNS#DUE#*'])).toBe('AUTORUN#*');
    expect(matchingPrefix('AUTORUNS#DUE#7', ['AUTORUN#*', 'AUTORUNS#DUE#*'])).toBe('AUTORUNS#DUE#*');
    expect(matchingPrefix('AUTORUNS#DUE#7', ['AUTORUN#*'])).toBeUndefined();
  });
});
