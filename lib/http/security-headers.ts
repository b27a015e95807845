/**
 * The security headers every answer carries, whoever gives it: the functions (response-headers.ts),
 * API Gateway's gateway responses and the WAF's 429 (serverless/edge.cjs), the preflights
 * (cors.ts) and the local gateway's own pages. Static values, so that a template can hold them.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  /** HSTS (RFC 6797): a year, subdomains included. */
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
} as const;
