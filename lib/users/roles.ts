/** Roles and statuses, with their display names. */

export const ROLE_CODES = [
  'ROLE_COMPANY_OWNER',
  'ROLE_COMPANY_ADMIN',
  'ROLE_COMPANY_MANAGER',
  'ROLE_COMPANY_TECHNICIAN',
  'ROLE_PLATFORM_ADMIN',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Roles a company user can hold (the platform role belongs to no company). */
export const COMPANY_ROLE_CODES = ROLE_CODES.filter((code) => code !== 'ROLE_PLATFORM_ADMIN') as Exclude<
  RoleCode,
  'ROLE_PLATFORM_ADMIN'
>[];
export type CompanyRoleCode = Exclude<RoleCode, 'ROLE_PLATFORM_ADMIN'>;

export const STATUS_CODES = ['STATUS_ACTIVE', 'STATUS_INVITED', 'STATUS_DISABLED'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

export const ROLES: ReadonlyArray<{ code: RoleCode; name: string; description: string }> = [
  {
    code: 'ROLE_COMPANY_OWNER',
    name: 'Owner',
    description: 'Owns the company account, its billing and every setting.',
  },
  {
    code: 'ROLE_COMPANY_ADMIN',
    name: 'Administrator',
    description: 'Manages the company profile, automations, categories and files.',
  },
  {
    code: 'ROLE_COMPANY_MANAGER',
    name: 'Manager',
    description: 'Manages categories and sees the users of their locations.',
  },
  {
    code: 'ROLE_COMPANY_TECHNICIAN',
    name: 'Technician',
    description: 'Works in the field; reads reference data and categories.',
  },
  {
    code: 'ROLE_PLATFORM_ADMIN',
    name: 'Platform administrator',
    description: "The owning application's back office; belongs to no company.",
  },
];

export const STATUSES: ReadonlyArray<{ code: StatusCode; name: string }> = [
  { code: 'STATUS_ACTIVE', name: 'Active' },
  { code: 'STATUS_INVITED', name: 'Invited' },
  { code: 'STATUS_DISABLED', name: 'Disabled' },
];
