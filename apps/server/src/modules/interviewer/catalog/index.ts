// The role catalogue, every category in the order the job board lists them.
import { marketingCategory, operationsCategory, salesCategory, supportCategory } from './roles-business.ts';
import { designCategory, productCategory } from './roles-product.ts';
import { educationCategory, financeCategory, medicalCategory } from './roles-sector.ts';
import { techCategory } from './roles-tech.ts';
import type { RoleCategory } from './types.ts';

export type { CatalogueRole, CompanyPool, RoleCategory } from './types.ts';

export const ROLE_CATEGORIES: readonly RoleCategory[] = [
  techCategory,
  productCategory,
  designCategory,
  operationsCategory,
  marketingCategory,
  salesCategory,
  supportCategory,
  financeCategory,
  educationCategory,
  medicalCategory,
];
