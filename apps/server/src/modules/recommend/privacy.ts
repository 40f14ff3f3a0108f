// The recommendations' part of 'export my data' and 'delete my account'.
import { ownRowsPart } from '../../infra/db/privacy.ts';
import { recommendations } from './tables.ts';

export const recommendPrivacy = ownRowsPart({
  name: 'recommend',
  key: 'recommendations',
  table: recommendations,
  userColumn: recommendations.userId,
  userKey: 'userId',
});
