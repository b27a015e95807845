/** Helpers shared by the company handler tests */
import { crc32 } from 'node:zlib';
import { countryUuid, stateUuid } from '../../lib/reference/countries';

export const US = countryUuid('US');
export const US_NY = stateUuid('US-NY');
export const US_CA = stateUuid('US-CA');
export const GB = countryUuid('GB');
export const GB_ENG = stateUuid('GB-ENG');

/** A complete, valid PUT body with overrides. */
export function companyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Acme Plumbing',
    description: 'Residential plumbing',
    phone: '+12125550100',
    email: 'office@acme.example',
    address1: '1 Main Street',
    address2: 'Suite 4',
    city: 'New York',
    postal_code: '10001',
    country_uuid: US,
    country_state_uuid: US_NY,
    latitude: '40.7128',
    longitude: '-74.0060',
    primary_color: '#1A2B3C',
    secondary_color: '#fff',
    settings: { theme: { mode: 'dark' } },
    custom_settings: { greeting: 'hello' },
    available_integration_uuids: { quickbooks: '0190f3a4-5b6c-7d8e-9f01-000000000001' },
    ...overrides,
  };
}

/**
 * The whole record of a company made by the fixtures (`makeCompany`: US / US-NY, no logo, no limits)
 * with the fields given; its timestamps matched as any string.
 */
export function companyRecord(
  company: { companyUuid: string; name: string },
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    company_uuid: company.companyUuid,
    name: company.name,
    description: null,
    phone: '+12125550100',
    email: 'office@example.com',
    website_url: null,
    google_my_business_listing: null,
    address1: '1 Main Street',
    address2: null,
    city: 'New York',
    postal_code: null,
    country_uuid: US,
    country_state_uuid: US_NY,
    latitude: null,
    longitude: null,
    primary_color: null,
    secondary_color: null,
    image_url: null,
    settings: {},
    custom_settings: {},
    available_integration_uuids: {},
    limits: { automations: null, categories: null, users: null, company_locations: null, automation_messages: null },
    created_at: expect.any(String),
    updated_at: expect.any(String),
    ...fields,
  };
}

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

const BOUNDARY = '----company-test-boundary-41b7';

/** A multipart/form-data body as API Gateway hands it over (base64, a binary media type) and its Content-Type. */
export function multipart(parts: Part[]): { rawBody: string; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    rawBody: Buffer.concat(chunks).toString('base64'),
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PNG with an animation control chunk (acTL: one frame, played forever) after IHDR: an animated PNG. */
export const APNG = (() => {
  const data = Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]);
  const typeAndData = Buffer.concat([Buffer.from('acTL'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  const endOfIhdr = 8 + 4 + 4 + 13 + 4;
  return Buffer.concat([PNG.subarray(0, endOfIhdr), length, typeAndData, crc, PNG.subarray(endOfIhdr)]);
})();
/** A 1×1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A minimal JPEG (SOI + JFIF APP0 header + EOI): enough for content sniffing. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A 1×1 lossless WebP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** An SVG image. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>',
);
