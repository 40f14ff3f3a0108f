CREATE TABLE "interview_screenshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_screenshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"at_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_screenshots_interview_id_file_id_unique" UNIQUE("interview_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "interview_signals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"from_ms" integer NOT NULL,
	"to_ms" integer NOT NULL,
	"face" jsonb,
	"voice" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_lines" ADD COLUMN "at_ms" integer;--> statement-breakpoint
ALTER TABLE "interview_lines" ADD COLUMN "end_ms" integer;--> statement-breakpoint
ALTER TABLE "interview_lines" ADD COLUMN "question_index" integer;--> statement-breakpoint
ALTER TABLE "interview_lines" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "interview_question_feedback" ADD COLUMN "missing" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "strengths" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "weaknesses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_screenshots" ADD CONSTRAINT "interview_screenshots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_screenshots" ADD CONSTRAINT "interview_screenshots_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_signals" ADD CONSTRAINT "interview_signals_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_signals_interview_id_from_ms_idx" ON "interview_signals" USING btree ("interview_id","from_ms");--> statement-breakpoint
ALTER TABLE "interview_lines" ADD CONSTRAINT "interview_lines_interview_id_client_id_unique" UNIQUE("interview_id","client_id");