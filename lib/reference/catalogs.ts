/** Small reference lists served by app-data. */

export interface CodeName {
  code: string;
  name: string;
}

export const INDUSTRIES: readonly CodeName[] = [
  { code: 'PEST_CONTROL', name: 'Pest control' },
  { code: 'LAWN_CARE', name: 'Lawn care' },
  { code: 'LANDSCAPING', name: 'Landscaping' },
  { code: 'HVAC', name: 'HVAC' },
  { code: 'PLUMBING', name: 'Plumbing' },
  { code: 'ELECTRICAL', name: 'Electrical' },
  { code: 'CLEANING', name: 'Cleaning' },
  { code: 'POOL_SERVICE', name: 'Pool service' },
  { code: 'IRRIGATION', name: 'Irrigation' },
  { code: 'TREE_CARE', name: 'Tree care' },
  { code: 'OTHER', name: 'Other' },
];

export const PROPERTY_LOCATIONS: readonly CodeName[] = [
  { code: 'INTERIOR', name: 'Interior' },
  { code: 'EXTERIOR', name: 'Exterior' },
  { code: 'BASEMENT', name: 'Basement' },
  { code: 'ATTIC', name: 'Attic' },
  { code: 'CRAWL_SPACE', name: 'Crawl space' },
  { code: 'GARAGE', name: 'Garage' },
  { code: 'KITCHEN', name: 'Kitchen' },
  { code: 'BATHROOM', name: 'Bathroom' },
  { code: 'FRONT_YARD', name: 'Front yard' },
  { code: 'BACK_YARD', name: 'Back yard' },
  { code: 'PERIMETER', name: 'Perimeter' },
  { code: 'ROOF', name: 'Roof' },
];
