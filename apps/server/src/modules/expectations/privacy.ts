// The job expectations' part of 'export my data' and 'delete my account'.
import { ownRowsPart } from '../../infra/db/privacy.ts';
import { userExpectations } from './tables.ts';

export const expectationsPrivacy = ownRowsPart({
  name: 'expectations',
  key: 'expectations',
  table: userExpectations,
  userColumn: userExpectations.userId,
  userKey: 'userId',
});
