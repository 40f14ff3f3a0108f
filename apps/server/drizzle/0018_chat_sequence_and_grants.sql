CREATE TABLE "interview_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"grantee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_grants_interview_id_grantee_id_unique" UNIQUE("interview_id","grantee_id")
);
--> statement-breakpoint
DROP INDEX "chat_messages_session_id_id_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" integer;--> statement-breakpoint
UPDATE "chat_messages" AS m SET "seq" = r.n FROM (SELECT "id", row_number() OVER (PARTITION BY "session_id" ORDER BY "id") AS n FROM "chat_messages") AS r WHERE m."id" = r."id";--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "seeker_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "business_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "seeker_muted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "business_muted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "chat_sessions" AS s SET "last_seq" = m.n, "seeker_read_seq" = m.n, "business_read_seq" = m.n FROM (SELECT "session_id", max("seq") AS n FROM "chat_messages" GROUP BY "session_id") AS m WHERE s."id" = m."session_id";--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "interview_grants" ADD CONSTRAINT "interview_grants_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_grants" ADD CONSTRAINT "interview_grants_grantee_id_users_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_grants_grantee_id_idx" ON "interview_grants" USING btree ("grantee_id");--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "read_at";--> statement-breakpoint
ALTER TABLE "chat_sessions" DROP COLUMN "seeker_unread";--> statement-breakpoint
ALTER TABLE "chat_sessions" DROP COLUMN "business_unread";--> statement-breakpoint
ALTER TABLE "chat_sessions" DROP COLUMN "seeker_blocked";--> statement-breakpoint
ALTER TABLE "chat_sessions" DROP COLUMN "business_blocked";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_seq_unique" UNIQUE("session_id","seq");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_sender_client_unique" UNIQUE("session_id","sender_id","client_id");
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "talent_pool_visible" SET DEFAULT false;