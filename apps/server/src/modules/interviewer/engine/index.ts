// The built-in interviewer: offline, deterministic, rule-based; implements the interviewer port.
import type { Db } from '../../../infra/db/client.ts';
import type { InterviewerBrain } from '../port.ts';
import { type BankQuestion, loadBank } from '../repo.ts';
import { assessDialogue } from './assess.ts';
import { profileJd } from './jd-profile.ts';
import { buildPlan } from './plan.ts';
import { profileResume } from './resume-profile.ts';
import { buildVocabulary, type Vocabulary } from './text/vocab.ts';
import { nextLine, openLine } from './turn.ts';

/** How long the bank (seeded content, not user data) is kept before it is read again. */
const BANK_TTL_MS = 5 * 60_000;

export function createBuiltInInterviewer(deps: { db: Db }): InterviewerBrain {
  let cache: { at: number; bank: BankQuestion[]; vocab: Vocabulary } | null = null;
  const bank = async () => {
    if (!cache || Date.now() - cache.at > BANK_TTL_MS) {
      const rows = await loadBank(deps.db);
      cache = {
        at: Date.now(),
        bank: rows,
        vocab: buildVocabulary(rows),
      };
    }
    return cache;
  };
  return {
    async profile(jdText, resumeText) {
      const { vocab } = await bank();
      return { jd: profileJd(jdText, vocab), resume: profileResume(resumeText, vocab) };
    },
    async plan(input) {
      const { vocab, bank: rows } = await bank();
      const profiles = { jd: profileJd(input.jdText, vocab), resume: profileResume(input.resumeText, vocab) };
      return buildPlan(input, profiles, rows, vocab);
    },
    async open(plan, onDelta) {
      return openLine(plan, onDelta);
    },
    async next(turn, onDelta) {
      return nextLine(turn, onDelta);
    },
    async assess(plan, dialogue) {
      return assessDialogue(plan, dialogue);
    },
  };
}

export { profileJd } from './jd-profile.ts';
export { profileResume } from './resume-profile.ts';
export { buildVocabulary, type Vocabulary } from './text/vocab.ts';
