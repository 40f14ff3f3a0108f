ALTER TABLE "question_bank" ADD COLUMN "family" text DEFAULT '通用' NOT NULL;--> statement-breakpoint
CREATE INDEX "question_bank_family_idx" ON "question_bank" USING btree ("family");