// The feedback module's part of 'export my data' and 'delete my account'. Its foreign key to users only
// sets null, so the rows are deleted explicitly: feedback text is the user's content.
import { ownRowsPart } from '../../infra/db/privacy.ts';
import { feedback } from './tables.ts';

export const feedbackPrivacy = ownRowsPart({
  name: 'feedback',
  key: 'feedback',
  table: feedback,
  userColumn: feedback.userId,
  userKey: 'userId',
  newest: feedback.createdAt,
});
