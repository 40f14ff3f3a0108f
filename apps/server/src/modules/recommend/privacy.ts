// The recommendations' part of 'export my data' and 'delete my account': applications and recommendation runs.
import { ownRowsPart, type PrivacyPart } from '../../infra/db/privacy.ts';
import { recommendations, recommendRuns } from './tables.ts';

const applications = ownRowsPart({
  name: 'recommend',
  key: 'recommendations',
  table: recommendations,
  userColumn: recommendations.userId,
  userKey: 'userId',
});
const runs = ownRowsPart({
  name: 'recommend-runs',
  key: 'recommend_runs',
  table: recommendRuns,
  userColumn: recommendRuns.userId,
  userKey: 'userId',
});

/** Both tables reference the user and the interview only, so their order does not matter. */
export const recommendPrivacy: PrivacyPart = {
  name: 'recommend',
  tables: [...applications.tables, ...runs.tables],
  async export(db, userId, deps) {
    return { ...(await applications.export(db, userId, deps)), ...(await runs.export(db, userId, deps)) };
  },
  async erase(tx, userId, deps) {
    await runs.erase(tx, userId, deps);
    return applications.erase(tx, userId, deps);
  },
};
