/**
 * Every operation of /docs reads as documentation: a human summary, what it does, who may call it,
 * and example bodies that the document's own record schemas accept.
 */
import { buildOpenApiDocument } from './document';
import { recordSchemas } from './record-schemas';
import { routeEntries } from '../../lib/http/routes';
import { operationDocs, recordExamples } from '../resources';

type Json = Record<string, unknown>;
type Media = { schema: Json; examples?: Record<string, { value: unknown }> };
type Operation = {
  summary: string;
  description: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

const document = buildOpenApiDocument() as Json & {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
};
const operations = routeEntries().map(([name, route]) => {
  const found = document.paths[route.path]?.[route.method.toLowerCase()];
  if (!found) throw new Error(`no operation ${name}`);
  return [name, route, found] as const;
});

describe('the operations of the OpenAPI document', () => {
  it('each have a human summary, never the method and path, and no two the same', () => {
    // Act
    const summaries = operations.map(([, , operation]) => operation.summary);
    // Assess
    for (const summary of summaries) expect(summary).toMatch(/^[A-Z][a-z]+ [a-z]/);
    for (const summary of summaries) expect(summary).not.toMatch(/GET|POST|PUT|PATCH|DELETE|[/{]/);
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  it('each say what they do, who may call them and their rate-limit group', () => {
    for (const [name, route, operation] of operations) {
      expect(operation.description.startsWith(operationDocs(name).description)).toBe(true);
      expect(operationDocs(name).description.length).toBeGreaterThan(20);
      expect(operation.description).toMatch(/\*\*Who may call:\*\* \S/);
      expect(operation.description).toContain(`**Rate limit:** group \`${route.group}\``);
    }
  });

  it('names the roles in words', () => {
    const description = (name: string): string =>
      operations.find(([candidate]) => candidate === name)?.[2].description ?? '';
    expect(description('createAutomation')).toContain('**Who may call:** owners, admins and platform keys.');
    expect(description('getCompanyBilling')).toContain('**Who may call:** owners only.');
    expect(description('getAppData')).toContain('**Who may call:** every role, platform keys included.');
    expect(description('acceptInvitation')).toContain("**Who may call:** the invitee, with the invitation's token");
    expect(description('listCategories')).toContain("It acts on the caller's own company.");
  });

  it('gives an example of every request body and every success body', () => {
    for (const [name, , operation] of operations) {
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        expect({ name, example: media.examples?.basic?.value }).toEqual({ name, example: expect.anything() });
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2') && status !== '302') continue;
        for (const media of Object.values(response.content ?? {}))
          expect({ name, example: media.examples?.basic?.value }).toEqual({ name, example: expect.anything() });
      }
    }
  });

  it('gives examples that the record schemas accept', () => {
    const schemas = recordSchemas();
    for (const [record, example] of Object.entries(recordExamples())) {
      const parsed = schemas[record]?.safeParse(example);
      expect({ record, issues: parsed ? (parsed.error?.issues ?? []) : 'no schema' }).toEqual({ record, issues: [] });
    }
  });

  it("opens with the rules every operation follows, in the project's own words", () => {
    expect(document.info.description).toContain('## The order of checks');
    expect(document.info.description).not.toMatch(/§|shared\/API|contract/);
  });

  it('cites no outside document anywhere', () => {
    const citations = JSON.stringify(document).match(/[^"]{0,60}(§|shared\/API|\bcontract\b)[^"]{0,20}/g) ?? [];
    expect(citations).toEqual([]);
  });
});
