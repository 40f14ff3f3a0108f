ALTER TABLE "consults" ADD COLUMN "preferred_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "source" text DEFAULT 'coaching' NOT NULL;--> statement-breakpoint
ALTER TABLE "consults" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "page" text DEFAULT '' NOT NULL;