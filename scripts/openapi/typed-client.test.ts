/**
 * The typed client (client/) against what a caller does with it. The calls are type-checked
 * (`tsc --noEmit`, part of `npm test`): a body the generated types refuse, or a GET body they
 * accept (`@ts-expect-error`), fails the type check; each call then runs against a stand-in server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billingRedirectUrl, createApiClient, type components } from '../../client';

const COMPANY = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
const AUTOMATION = '0190a1b2-c3d4-7e5f-8a9b-112233445566';

interface Sent {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

/** A client whose fetch records each request and answers `{}`. */
function recordingClient(): { api: ReturnType<typeof createApiClient>; sent: Sent[] } {
  const sent: Sent[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    key: 'bo_test',
    fetch: async (request) => {
      sent.push({
        method: request.method,
        url: request.url,
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, sent };
}

describe('the typed client', () => {
  it('sends a company its settings, custom_settings and integrations as any JSON objects', async () => {
    // Prepare
    const { api, sent } = recordingClient();
    const settings = {
      settings: { theme: 'dark', layout: { columns: 2 } },
      custom_settings: { beta: true },
      available_integration_uuids: { quickbooks: AUTOMATION },
    };

    // Act
    await api.PATCH('/api/v1/companies/{company_uuid}', {
      params: { path: { company_uuid: COMPANY } },
      body: settings,
    });
    await api.PUT('/api/v1/companies/{company_uuid}', {
      params: { path: { company_uuid: COMPANY } },
      body: {
        name: 'Acme',
        phone: '+12125550100',
        email: 'office@acme.example',
        address1: '1 Main St',
        city: 'New York',
        country_uuid: COMPANY,
        country_state_uuid: COMPANY,
        ...settings,
      },
    });

    // Assess
    expect(sent.map((request) => JSON.parse(request.body).settings)).toEqual([settings.settings, settings.settings]);
  });

  it('sends an automation back as it read it, its IS_CREATED trigger value included', async () => {
    // Prepare
    const { api, sent } = recordingClient();
    const read: components['schemas']['AutomationRecord'] = {
      automation_uuid: AUTOMATION,
      company_uuid: COMPANY,
      name: 'Welcome',
      description: null,
      type: 'CUSTOMER',
      is_enabled: true,
      business_hours: null,
      outside_business_hours: 'SKIP',
      triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }],
      filters: [],
      actions: [{ action: 'SEND_SMS', value: ['+14155550100'], settings: { body: 'Hi' } }],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };

    // Act
    await api.PUT('/api/v1/companies/{company_uuid}/automations/{automation_uuid}', {
      params: { path: { company_uuid: COMPANY, automation_uuid: AUTOMATION } },
      body: read,
    });

    // Assess
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual(read);
  });

  it('uploads the logo as FormData', async () => {
    // Prepare
    const { api, sent } = recordingClient();
    const form = new FormData();
    form.append('image_url', new Blob([Buffer.from('89504e47', 'hex')], { type: 'image/png' }), 'logo.png');

    // Act
    await api.POST('/api/v1/companies/{company_uuid}/image', {
      params: { path: { company_uuid: COMPANY } },
      body: form,
    });

    // Assess
    expect(sent[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.body).toContain('name="image_url"; filename="logo.png"');
  });

  it("takes a GET's parameters in the query string only (fetch cannot send a GET body)", async () => {
    // Prepare
    const { api, sent } = recordingClient();
    const users = '/api/v1/companies/{company_uuid}/users' as const;

    // Act
    await api.GET(users, {
      params: {
        path: { company_uuid: COMPANY },
        query: { page_size: '5', filter_by_role_code: ['ROLE_COMPANY_OWNER'] },
      },
    });
    const withBody = api.GET(users, {
      params: { path: { company_uuid: COMPANY } },
      // @ts-expect-error a GET takes no body in the client's types
      body: { page_size: 5 },
    });

    // Assess
    expect(sent[0]?.url).toBe(
      `http://api.test/api/v1/companies/${COMPANY}/users?page_size=5&filter_by_role_code=ROLE_COMPANY_OWNER`,
    );
    await expect(withBody).rejects.toThrow('cannot have body');
  });

  describe("against GET billing's 302", () => {
    let server: Server;
    let origin = '';
    const signIn = 'https://billing.example.com/sign-in?state=abc';

    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url?.endsWith('/billing')) {
          response.writeHead(302, { Location: signIn, 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ data: { redirect_url: signIn } }));
        } else {
          response.writeHead(500).end();
        }
      });
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

    it('answers the 302 itself, its Location and body readable, instead of following it', async () => {
      // Prepare
      const api = createApiClient({ baseUrl: origin, key: 'bo_test' });

      // Act
      const result = await api.GET('/api/v1/companies/{company_uuid}/billing', {
        params: { path: { company_uuid: COMPANY } },
      });

      // Assess
      expect({
        status: result.response.status,
        location: result.response.headers.get('location'),
        url: billingRedirectUrl(result),
      }).toEqual({ status: 302, location: signIn, url: signIn });
    });
  });
});
