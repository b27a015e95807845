/**
 * What the scripts know of categories (scripts/resources.ts): each operation's summary, description
 * and 409, the examples of its records and the entities its lists read. No handler imports it.
 */
import { CATEGORY, CATEGORY_ENTITY, CATEGORY_LIST } from '../../lib/categories/category';
import { VERSIONED_WRITE_ATTEMPTS } from '../../lib/data/optimistic';
import { type ResourceDescription, listed, modelExample } from '../resources';
import { COMPANY, CREATED, UPDATED } from '../openapi/examples';
import { CREATE, DELETE, IN_PROGRESS, LIST, PATCH, PUT, lostRace, raced } from '../openapi/operations';

export const description: ResourceDescription<'categories'> = {
  record: 'CategoryRecord',
  model: CATEGORY,
  examples: {
    CategoryRecord: modelExample(CATEGORY, {
      category_uuid: '0190f3a4-5b6c-7d8e-9f01-0000000000c1',
      company_uuid: COMPANY,
      name: 'Gold plan',
      description: 'Yearly maintenance',
      category_group: 'SERVICE_PLAN',
      created_at: CREATED,
      updated_at: UPDATED,
    }),
  },
  operations: {
    listCategories: {
      summary: 'List categories',
      description: `The caller's company's categories of service plans and drawing symbols. ${LIST} Sortable by \`name\`, \`category_group\`, \`created_at\`, \`updated_at\`; filter \`category_group\`; \`search\` matches \`name\` and \`description\`.`,
    },
    createCategory: {
      summary: 'Create a category',
      description: `Creates a category in the caller's company: \`name\` (unique within its group, ignoring case: else 409 \`conflict\`, which wins over a reached limit), \`category_group\` (SERVICE_PLAN or DRAWING_SYMBOL), optional \`description\`. ${CREATE} Refused with 409 \`limit_exceeded\` at the company's \`categories\` limit.`,
      conflict: `The name is taken in the group, ignoring case (\`conflict\`; it wins over a reached limit), the company reached its \`categories\` limit (\`limit_exceeded\`), or ${IN_PROGRESS}`,
    },
    getCategory: { summary: 'Get a category', description: "One category of the caller's company, with its `ETag`." },
    replaceCategory: {
      summary: 'Replace a category',
      description: `Requires \`name\`; \`category_group\` is kept when omitted. The name stays unique within the group (409 \`conflict\`). ${PUT}`,
      conflict: `The name is taken in the group, ignoring case (\`conflict\`), or ${raced('category', VERSIONED_WRITE_ATTEMPTS)}`,
    },
    updateCategory: {
      summary: 'Update a category',
      description: `${PATCH} The name stays unique within the group (409 \`conflict\`).`,
      conflict: `The name is taken in the group, ignoring case (\`conflict\`), or ${raced('category', VERSIONED_WRITE_ATTEMPTS)}`,
    },
    deleteCategory: {
      summary: 'Delete a category',
      description: `Deletes the category, freeing its name and its place in the \`categories\` limit. ${DELETE}`,
      conflict: lostRace('category'),
    },
  },
  lists: {
    listCategories: listed(CATEGORY_ENTITY, CATEGORY_LIST),
  },
};
