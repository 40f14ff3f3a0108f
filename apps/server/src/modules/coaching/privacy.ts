// The coaching module's part of 'export my data' and 'delete my account'. Its foreign key to users only
// sets null, so the rows are deleted explicitly: a consult names the user's mobile and their message.
import { ownRowsPart } from '../../infra/db/privacy.ts';
import { consults } from './tables.ts';

export const coachingPrivacy = ownRowsPart({
  name: 'coaching',
  key: 'consults',
  table: consults,
  userColumn: consults.userId,
  userKey: 'userId',
  newest: consults.createdAt,
});
