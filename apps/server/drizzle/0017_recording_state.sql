ALTER TABLE "recordings" ADD COLUMN "state" text DEFAULT 'recording' NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "state_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A recording assembled before states existed is its file: ready. The rest are still arriving.
UPDATE "recordings" SET "state" = 'ready' WHERE "file_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" DROP COLUMN "assembled_index";